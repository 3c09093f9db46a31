import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { zLine } from '../fields.ts';
import { ZAdminCount } from './common.ts';

/**
 * What every study API token starts with (decision 110): secret scanners and a person reading a
 * leaked file recognise it, and the server tells it from a session token before any lookup.
 */
export const STUDY_TOKEN_PREFIX = 'rsn_study_';

/** How long a token lives unless the analyst says otherwise, and the longest it may. */
export const STUDY_TOKEN_DAYS = { default: 90, min: 1, max: 365 } as const;

/** A study API token as the console lists it: never its secret, which only creating answers. */
export const ZStudyApiToken = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Who made it; null once their account is erased. */
  created_by: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type TStudyApiToken = z.infer<typeof ZStudyApiToken>;

/** GET api/v1/admin/api-tokens: the study's tokens, newest first. */
export const ZStudyApiTokensResponse = ZEnvelope(z.object({ tokens: z.array(ZStudyApiToken) }));
export type TStudyApiTokensResponse = z.infer<typeof ZStudyApiTokensResponse>;

/** POST api/v1/admin/api-tokens: a name to know it by and its lifetime in days. */
export const ZCreateStudyApiTokenRequest = z.object({
  name: zLine({ error: 'fieldRequired' })
    .trim()
    .min(1, { error: 'fieldRequired' })
    .max(60, { error: 'fieldInvalid' }),
  expires_in_days: z.preprocess(
    (v) => (v === undefined || v === '' || v === null ? STUDY_TOKEN_DAYS.default : v),
    ZAdminCount(STUDY_TOKEN_DAYS.min, STUDY_TOKEN_DAYS.max),
  ),
});
export type TCreateStudyApiTokenRequest = z.input<typeof ZCreateStudyApiTokenRequest>;

/** The new token with its secret: the one reply that ever carries it. */
export const ZCreateStudyApiTokenResponse = ZEnvelope(
  z.object({ token: ZStudyApiToken, secret: z.string() }),
);
export type TCreateStudyApiTokenResponse = z.infer<typeof ZCreateStudyApiTokenResponse>;

export const ZRevokeStudyApiTokenResponse = ZEnvelope(z.object({ token: ZStudyApiToken }));
export type TRevokeStudyApiTokenResponse = z.infer<typeof ZRevokeStudyApiTokenResponse>;
