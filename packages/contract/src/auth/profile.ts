import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZCurrentUser } from './user.ts';

/** GET api/v2/general/profile_info: the signed-in user, re-read on every app start. */
export const ZProfileInfoResponse = ZEnvelope(z.object({ user_details: ZCurrentUser }));
