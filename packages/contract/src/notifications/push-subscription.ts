import { z } from 'zod';
import { zLine } from '../fields.ts';
import { ZEnvelope } from '../envelope.ts';

const ZKey = zLine().trim().max(512, { error: 'fieldInvalid' }).optional();

/**
 * POST api/v2/push-subscription: stores this browser's standard PushSubscription (RFC 8030).
 * Either `endpoint`, `p256dh` and `auth`, or `firebase_token` holding the JSON of
 * PushSubscription.toJSON() (the spec's clients send a firebase_token field; decision 024).
 */
export const ZPushSubscribeRequest = z.object({
  endpoint: zLine().trim().max(2048, { error: 'fieldInvalid' }).optional(),
  p256dh: ZKey,
  auth: ZKey,
  firebase_token: zLine().max(4096, { error: 'fieldInvalid' }).optional(),
});
export type TPushSubscribeRequest = z.input<typeof ZPushSubscribeRequest>;

export const ZPushSubscribeResponse = ZEnvelope(z.object({ subscribed: z.literal(1) }));
export type TPushSubscribeResponse = z.infer<typeof ZPushSubscribeResponse>;

/** POST api/v2/push-unsubscribe {endpoint}: forgets this browser (only the caller's row). */
export const ZPushUnsubscribeRequest = z.object({
  endpoint: zLine({ error: 'fieldRequired' })
    .trim()
    .min(1, { error: 'fieldRequired' })
    .max(2048, { error: 'fieldInvalid' }),
});
export type TPushUnsubscribeRequest = z.input<typeof ZPushUnsubscribeRequest>;

export const ZPushUnsubscribeResponse = ZEnvelope(z.object({ deleted: z.number().int() }));
export type TPushUnsubscribeResponse = z.infer<typeof ZPushUnsubscribeResponse>;

/** GET api/v2/push-public-key: the VAPID key browsers subscribe with (applicationServerKey). */
export const ZPushPublicKeyResponse = ZEnvelope(
  z.object({ public_key: z.string(), push_alert_status: z.number().int() }),
);
export type TPushPublicKeyResponse = z.infer<typeof ZPushPublicKeyResponse>;
