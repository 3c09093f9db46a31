import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { zLine, ZPassword } from '../fields.ts';
import { ZPasskey } from './passkeys.ts';

/** How many recovery codes a person is given at a time; each is good once. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * A code from an authenticator app (RFC 6238: six digits, a new one every 30 s). Spaces people
 * copy with it are dropped.
 */
export const ZAuthenticatorCode = zLine({ error: 'codeRequired' })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'codeRequired' })
      .regex(/^\d{6}$/, { error: 'codeFormat' }),
  );

/**
 * A recovery code as shown: ten letters and digits in two groups of five ("k7m2q-9xw4t"). Case,
 * spaces and the dash are forgiven.
 */
export const ZRecoveryCode = zLine({ error: 'recoveryCodeRequired' })
  .transform((v) => v.toLowerCase().replace(/[\s-]+/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'recoveryCodeRequired' })
      .regex(/^[a-z0-9]{10}$/, { error: 'recoveryCodeFormat' }),
  );

/**
 * Proof that the person at the keyboard is the account's owner before a factor or the recovery
 * codes change (ASVS 7.5.1): the password, for an account that has one. An account that signs in
 * only with Google proves it by a sign-in in the last few minutes instead.
 */
export const ZReauthentication = z.object({ password: ZPassword.optional() });
export type TReauthentication = z.input<typeof ZReauthentication>;

/** The account's second factors as its owner sees them. */
export const ZSecondFactors = z.object({
  /** When an authenticator app was added; null without one. */
  authenticator_added_at: z.string().nullable(),
  /** The account's passkeys, each a way to sign in alone and a second step after a password. */
  passkeys: z.array(ZPasskey),
  /** Recovery codes not used yet. */
  recovery_codes_left: z.number().int(),
  /** Whether this session was signed in (or confirmed) with a second factor. */
  this_session_verified: z.boolean(),
  /** A researcher's console opens only with a second factor (issue 32). */
  required: z.boolean(),
});
export type TSecondFactors = z.infer<typeof ZSecondFactors>;
export const ZSecondFactorsResponse = ZEnvelope(ZSecondFactors);
export type TSecondFactorsResponse = z.infer<typeof ZSecondFactorsResponse>;

/**
 * POST …/authenticator/start: a new secret for the person's authenticator app, as the QR code's
 * otpauth:// URI and as text to type; it counts once a code from it is confirmed.
 */
export const ZStartAuthenticatorResponse = ZEnvelope(
  z.object({ secret: z.string(), otpauth_uri: z.string() }),
);
export type TStartAuthenticatorResponse = z.infer<typeof ZStartAuthenticatorResponse>;

/** POST …/authenticator/confirm {code}: the first code from the app, which switches it on. */
export const ZConfirmAuthenticatorRequest = z.object({ code: ZAuthenticatorCode });
export type TConfirmAuthenticatorRequest = z.input<typeof ZConfirmAuthenticatorRequest>;

/**
 * The factors as they now stand, and the recovery codes when new ones were made (shown once:
 * the server keeps only their hashes). Null when the person already had codes.
 */
export const ZFactorsChangedResponse = ZEnvelope(
  ZSecondFactors.extend({ recovery_codes: z.array(z.string()).nullable() }),
);
export type TFactorsChangedResponse = z.infer<typeof ZFactorsChangedResponse>;
