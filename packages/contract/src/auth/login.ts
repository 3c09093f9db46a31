import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZEmail, ZOptionalToken, ZPassword } from '../fields.ts';
import { ZBotCheckField } from './bot-check.ts';
import { ZUserDetails } from './user.ts';

export const ZLoginRequest = z.object({
  email: ZEmail,
  password: ZPassword,
  firebase_token: ZOptionalToken,
  bot_check: ZBotCheckField,
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

export const ZLoginResponse = ZEnvelope(z.object({ user_details: ZUserDetails }));
export type TLoginResponse = z.infer<typeof ZLoginResponse>;
