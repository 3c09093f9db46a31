import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZOwnUserId } from '../onboarding/user-flags.ts';

/**
 * The caller's agreement to heart data being collected (the resonance assessment, and later live
 * biofeedback): when it was given, or null. Heart data is health data, collected only after it.
 */
export const ZHeartDataConsent = z.object({
  agreed_at: z.iso.datetime({ offset: true }).nullable(),
});

/** GET api/v2/user/heart-data-consent */
export const ZHeartDataConsentResponse = ZEnvelope(ZHeartDataConsent);
export type THeartDataConsentResponse = z.infer<typeof ZHeartDataConsentResponse>;

/** POST api/v2/user/heart-data-consent: 1 agrees (now), 0 withdraws. */
export const ZSetHeartDataConsentRequest = z.object({
  userID: ZOwnUserId,
  agreed: z.union([z.literal(0), z.literal(1)], { error: 'fieldInvalid' }),
});
export type TSetHeartDataConsentRequest = z.input<typeof ZSetHeartDataConsentRequest>;
export const ZSetHeartDataConsentResponse = ZHeartDataConsentResponse;
