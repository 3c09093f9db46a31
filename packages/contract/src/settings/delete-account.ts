import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants.ts';
import { ZEnvelope } from '../envelope.ts';
import { zLine } from '../fields.ts';

/**
 * POST api/v1/user-delete-account {password}: erases the caller's account and everything of it.
 * The password is required unless the account has none (it signs in with Google or Facebook
 * only, spec §5); the server decides which, so the field is optional here.
 */
export const ZDeleteAccountRequest = z.object({
  password: zLine().max(PASSWORD_MAX_LENGTH, { error: 'passwordTooLong' }).optional(),
});
export type TDeleteAccountRequest = z.input<typeof ZDeleteAccountRequest>;

/** 'Account deleted successfully' (spec §8); the bearer token no longer works afterwards. */
export const ZDeleteAccountResponse = ZEnvelope(z.object({ deleted: z.literal(1) }));
export type TDeleteAccountResponse = z.infer<typeof ZDeleteAccountResponse>;
