import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { zLine, ZPassword } from '../fields.ts';
import { ZRequiredId } from '../sessions/content.ts';

/**
 * What the browser's WebAuthn API gives and takes, as JSON (the W3C's toJSON forms, which
 * @simplewebauthn/browser produces): the server checks the signatures; here only the shape and
 * the size are checked.
 */
export const ZWebAuthnOptions = z.record(z.string(), z.unknown());
export type TWebAuthnOptions = z.infer<typeof ZWebAuthnOptions>;

export const ZWebAuthnCredential = z.object(
  {
    id: zLine({ error: 'passkeyFailed' }).min(1).max(1024),
    rawId: zLine({ error: 'passkeyFailed' }).min(1).max(1024),
    type: z.literal('public-key', { error: 'passkeyFailed' }),
    response: z.record(zLine(), z.unknown(), { error: 'passkeyFailed' }),
    clientExtensionResults: z.record(zLine(), z.unknown()).default({}),
    authenticatorAttachment: zLine().max(32).optional(),
  },
  { error: 'passkeyFailed' },
);
export type TWebAuthnCredential = z.input<typeof ZWebAuthnCredential>;

/** A passkey of the caller's, by the name they gave it. */
export const ZPasskey = z.object({
  passkey_id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  /** Synced to the person's other devices by their password manager (backed up). */
  synced: z.boolean(),
});
export type TPasskey = z.infer<typeof ZPasskey>;

export const PASSKEY_NAME_LENGTH = 60;
export const ZPasskeyName = zLine({ error: 'passkeyNameRequired' })
  .trim()
  .min(1, { error: 'passkeyNameRequired' })
  .max(PASSKEY_NAME_LENGTH, { error: 'passkeyNameTooLong' });

/** POST …/passkeys/options {password?}: what navigator.credentials.create() is given. */
export const ZPasskeyOptionsResponse = ZEnvelope(z.object({ options: ZWebAuthnOptions }));
export type TPasskeyOptionsResponse = z.infer<typeof ZPasskeyOptionsResponse>;

/** POST …/passkeys/add {name, credential}: what navigator.credentials.create() answered. */
export const ZAddPasskeyRequest = z.object({
  name: ZPasskeyName,
  credential: ZWebAuthnCredential,
});
export type TAddPasskeyRequest = z.input<typeof ZAddPasskeyRequest>;

/** POST …/passkeys/remove {passkey_id, password?}. */
export const ZRemovePasskeyRequest = z.object({
  passkey_id: ZRequiredId,
  password: ZPassword.optional(),
});
export type TRemovePasskeyRequest = z.input<typeof ZRemovePasskeyRequest>;

/** POST /api/v1/auth/passkey/options: a sign-in with a passkey alone, any account's. */
export const ZPasskeySignInOptionsResponse = ZEnvelope(z.object({ options: ZWebAuthnOptions }));
export type TPasskeySignInOptionsResponse = z.infer<typeof ZPasskeySignInOptionsResponse>;

/** POST /api/v1/auth/passkey/sign-in {credential}: what navigator.credentials.get() answered. */
export const ZPasskeySignInRequest = z.object({ credential: ZWebAuthnCredential });
export type TPasskeySignInRequest = z.input<typeof ZPasskeySignInRequest>;
