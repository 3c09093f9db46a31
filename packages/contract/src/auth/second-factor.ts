import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { zLine } from '../fields.ts';
import { ZWebAuthnCredential, ZWebAuthnOptions } from '../security/passkeys.ts';
import { ZAuthenticatorCode, ZRecoveryCode } from '../security/second-factor.ts';
import { ZUserDetails } from './user.ts';

/** The ways a second step can be passed. */
export const SECOND_FACTOR_METHODS = ['authenticator', 'passkey', 'recovery_code'] as const;

/**
 * What a sign-in answers when the password was right and the account has a second factor: no
 * session yet, but a short-lived token for the second step and the methods it takes.
 */
export const ZSecondFactorChallenge = z.object({
  token: z.string(),
  methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
  /** For navigator.credentials.get() when 'passkey' is a method: the account's passkeys. */
  passkey_options: ZWebAuthnOptions.optional(),
});
export type TSecondFactorChallenge = z.infer<typeof ZSecondFactorChallenge>;

/** A sign-in's reply: signed in (user_details), or a second step asked for. */
/** Kept by the browser and sent with its next sign-ins to this account (ZLoginRequest). */
const ZDeviceToken = z.string().optional();

export const ZSignInReply = ZEnvelope(
  z.union([
    z.object({ user_details: ZUserDetails, device_token: ZDeviceToken }),
    z.object({ second_factor: ZSecondFactorChallenge }),
  ]),
);
export type TSignInReply = z.infer<typeof ZSignInReply>;

/**
 * POST /api/v1/auth/login/second-factor: the second step, with a code from the authenticator app
 * or one of the recovery codes.
 */
export const ZSecondFactorLoginRequest = z
  .object({
    token: zLine({ error: 'secondFactorExpired' })
      .min(1, { error: 'secondFactorExpired' })
      .max(200),
    code: ZAuthenticatorCode.optional(),
    recovery_code: ZRecoveryCode.optional(),
    passkey: ZWebAuthnCredential.optional(),
  })
  .refine(
    (v) => [v.code, v.recovery_code, v.passkey].filter((given) => given !== undefined).length === 1,
    { error: 'codeRequired', path: ['code'] },
  );
export type TSecondFactorLoginRequest = z.input<typeof ZSecondFactorLoginRequest>;
export const ZSecondFactorLoginResponse = ZEnvelope(
  z.object({ user_details: ZUserDetails, device_token: ZDeviceToken }),
);
export type TSecondFactorLoginResponse = z.infer<typeof ZSecondFactorLoginResponse>;
