import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZEmail, zLine, ZOptionalToken, ZPassword } from '../fields.ts';
import { ZBotCheckField } from './bot-check.ts';
import { ZUserDetails } from './user.ts';

export const ZLoginRequest = z.object({
  email: ZEmail,
  password: ZPassword,
  firebase_token: ZOptionalToken,
  bot_check: ZBotCheckField,
  /**
   * What an earlier sign-in on this browser answered as `device_token` (issue 32): past the
   * address-wide ceiling of failed sign-ins, a device the owner used before still gets through
   * with the right password; others wait.
   */
  device_token: zLine().max(512).optional(),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

/** A sign-in that made a session (the login call's reply is ZSignInReply, which also asks for a second step). */
export const ZLoginResponse = ZEnvelope(
  z.object({ user_details: ZUserDetails, device_token: z.string().optional() }),
);
export type TLoginResponse = z.infer<typeof ZLoginResponse>;
