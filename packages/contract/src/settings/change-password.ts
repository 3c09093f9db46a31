import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { zLine, ZNewPassword } from '../fields.ts';

/**
 * POST api/v2/user/change-password (spec §5 "Change password"): the new password and its
 * confirmation follow the sign-up rules; the old one is only checked against the account.
 */
export const ZChangePasswordRequest = z
  .object({
    old_password: zLine({ error: 'oldPasswordRequired' })
      .min(1, { error: 'oldPasswordRequired' })
      .max(1024, { error: 'passwordTooLong' }),
    new_password: ZNewPassword,
    confirm_password: zLine({ error: 'confirmPasswordRequired' }).min(1, {
      error: 'confirmPasswordRequired',
    }),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    error: 'passwordsMismatch',
    path: ['confirm_password'],
  });
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

/** `other_sessions_ended`: how many other devices were signed out. */
export const ZChangePasswordResponse = ZEnvelope(
  z.object({ other_sessions_ended: z.number().int() }),
);
export type TChangePasswordResponse = z.infer<typeof ZChangePasswordResponse>;
