import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZFlag, zLine, ZOptionalToken } from '../fields.ts';
import { ZLanguageId } from '../fields.ts';
import { ZSecondFactorChallenge } from './second-factor.ts';
import { ZUserDetails } from './user.ts';

/** Spec §7: social_type 1 is Google, 2 is Facebook. */
export const SOCIAL_TYPES = { google: 1, facebook: 2 } as const;
export type SocialProvider = keyof typeof SOCIAL_TYPES;

export const ZSocialType = z.coerce
  .number({ error: 'fieldInvalid' })
  .pipe(z.union([z.literal(1), z.literal(2)], { error: 'fieldInvalid' }));

const ZSurveyChoice = z.coerce.number().int().positive().max(1000);

/**
 * What the provider gave the browser. The server believes none of the spec's `email` or
 * `social_id`: it verifies `token` with the provider and keys the account by the provider's
 * subject (docs/decisions/027).
 */
export const ZSocialCredential = z.object({
  social_type: ZSocialType,
  /** Google: the OpenID Connect ID token. Facebook: the user access token. */
  token: zLine({ error: 'fieldRequired' }).min(1, { error: 'fieldRequired' }).max(8192),
  /** Google: the nonce the web app put in its authorization request; the token must carry it. */
  nonce: zLine().max(256).optional(),
  /** Facebook: the user id the login dialog reported; it must be the one Facebook vouches for. */
  social_id: zLine().max(128).optional(),
  firebase_token: ZOptionalToken,
});

/** check-social-signup: signs in when the social account is known, else says so (status 0). */
export const ZCheckSocialSignupRequest = ZSocialCredential;
export type TCheckSocialSignupRequest = z.input<typeof ZCheckSocialSignupRequest>;

export const ZCheckSocialSignupResponse = ZEnvelope(
  z.object({
    /** 1: the account exists and `user_details` holds the new session; 0: call social-signup. */
    social_status: ZFlag,
    user_details: ZUserDetails.nullable(),
    /**
     * The account exists and has a second factor (issue 32): no session yet (`user_details`
     * null) but the second step, as a password sign-in answers it.
     */
    second_factor: ZSecondFactorChallenge.optional(),
  }),
);
export type TCheckSocialSignupResponse = z.infer<typeof ZCheckSocialSignupResponse>;

/** social-signup: the credential again plus the guest's survey answers (spec §7). */
export const ZSocialSignupRequest = ZSocialCredential.extend({
  meditation: ZSurveyChoice.optional(),
  age_group: ZSurveyChoice.optional(),
  gender_id: ZSurveyChoice.optional(),
  default_language: ZLanguageId.optional(),
});
export type TSocialSignupRequest = z.input<typeof ZSocialSignupRequest>;

/**
 * `user_details` is null only when the account turned out to exist meanwhile and has a second
 * factor: then `second_factor` holds the second step.
 */
export const ZSocialSignupResponse = ZEnvelope(
  z.object({
    social_status: ZFlag,
    user_details: ZUserDetails.nullable(),
    second_factor: ZSecondFactorChallenge.optional(),
  }),
);
export type TSocialSignupResponse = z.infer<typeof ZSocialSignupResponse>;
