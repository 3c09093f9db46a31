import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { PUSH_OFF, PUSH_ON } from './constants.ts';

/** POST api/v2/update-push-status {push_alert_status}: 1 turns push on, 2 turns it off. */
export const ZUpdatePushStatusRequest = z.object({
  push_alert_status: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .custom<unknown>((v) => v !== undefined, { error: 'fieldRequired' })
      .pipe(
        z.coerce
          .number({ error: 'fieldInvalid' })
          .refine((v) => v === PUSH_ON || v === PUSH_OFF, { error: 'fieldInvalid' })
          .transform((v) => v as typeof PUSH_ON | typeof PUSH_OFF),
      ),
  ),
});
export type TUpdatePushStatusRequest = z.input<typeof ZUpdatePushStatusRequest>;

export const ZUpdatePushStatusResponse = ZEnvelope(
  z.object({ push_alert_status: z.union([z.literal(PUSH_ON), z.literal(PUSH_OFF)]) }),
);
export type TUpdatePushStatusResponse = z.infer<typeof ZUpdatePushStatusResponse>;
