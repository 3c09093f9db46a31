import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZFlag } from '../fields.ts';
import { ZRequiredId } from '../sessions/content.ts';

/** POST api/v2/update-notification {notificationID}: marks one of the caller's notifications read. */
export const ZUpdateNotificationRequest = z.object({ notificationID: ZRequiredId });
export type TUpdateNotificationRequest = z.input<typeof ZUpdateNotificationRequest>;

export const ZUpdateNotificationResponse = ZEnvelope(
  z.object({
    notificationID: z.number().int(),
    is_read: ZFlag,
    /** The unread count after this change. */
    unread_msg: z.number().int(),
  }),
);
export type TUpdateNotificationResponse = z.infer<typeof ZUpdateNotificationResponse>;
