import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZEmail, zLine, ZNewPassword, ZOptionalToken } from '../fields.ts';

/** PATCH reset-password: mails a link; the same answer whether or not the address exists. */
export const ZResetPasswordRequest = z.object({
  email: ZEmail,
  firebase_token: ZOptionalToken,
});
export const ZResetPasswordResponse = ZEnvelope(z.object({}));

/** POST new-password: the page the reset link opens sets the new password with the token. */
export const ZNewPasswordRequest = z
  .object({
    token: zLine().trim().min(1, { error: 'invalidToken' }).max(128, { error: 'invalidToken' }),
    password: ZNewPassword,
    confirm_password: zLine({ error: 'confirmPasswordRequired' }).min(1, {
      error: 'confirmPasswordRequired',
    }),
  })
  .refine((v) => v.password === v.confirm_password, {
    error: 'passwordsMismatch',
    path: ['confirm_password'],
  });
export type TNewPasswordRequest = z.input<typeof ZNewPasswordRequest>;
export const ZNewPasswordResponse = ZEnvelope(z.object({}));
