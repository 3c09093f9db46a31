import { z } from 'zod';
import { zLine, zText } from '../fields.ts';
import { ZEnvelope } from '../envelope.ts';
import { ZAdminOptionalId } from './common.ts';

/** POST api/v1/admin/broadcasts {title, body, cohort_id?}: in-app notification and push. */
export const ZSendBroadcastRequest = z.object({
  title: zLine({ error: 'fieldRequired' })
    .trim()
    .min(1, { error: 'fieldRequired' })
    .max(120, { error: 'fieldInvalid' }),
  body: zText({ error: 'fieldRequired' })
    .trim()
    .min(1, { error: 'fieldRequired' })
    .max(1000, { error: 'fieldInvalid' }),
  /** Absent: every participant. */
  cohort_id: ZAdminOptionalId,
});
export type TSendBroadcastRequest = z.input<typeof ZSendBroadcastRequest>;

export const ZSendBroadcastResponse = ZEnvelope(z.object({ recipients: z.number().int() }));
export type TSendBroadcastResponse = z.infer<typeof ZSendBroadcastResponse>;
