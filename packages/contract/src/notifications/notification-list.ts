import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZFlag } from '../fields.ts';
import { NOTIFICATION_TYPE_NAMES } from './constants.ts';

/**
 * POST api/v2/notification-list {offset}: ten notifications, newest first, from `offset`
 * (0, 10, 20 …). An empty or missing offset is the first page.
 */
export const ZNotificationListRequest = z.object({
  offset: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : v),
    z.coerce
      .number({ error: 'fieldInvalid' })
      .int({ error: 'fieldInvalid' })
      .min(0, { error: 'fieldInvalid' })
      .max(1_000_000, { error: 'fieldInvalid' }),
  ),
});
export type TNotificationListRequest = z.input<typeof ZNotificationListRequest>;

/** Spec §3 Notification. */
export const ZNotification = z.object({
  notificationID: z.number().int(),
  title: z.string(),
  message: z.string(),
  /** 1 read, 0 unread. */
  is_read: ZFlag,
  notification_type: z.enum(NOTIFICATION_TYPE_NAMES),
  /** The in-app path a click opens, or null. */
  url: z.string().nullable(),
  created_at: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationListResponse = ZEnvelope(
  z.object({
    notificationData: z.array(ZNotification),
    /** How many of the caller's notifications are unread: the bell's badge. */
    unread_msg: z.number().int(),
    total_count: z.number().int(),
  }),
);
export type TNotificationListResponse = z.infer<typeof ZNotificationListResponse>;
