import { z } from 'zod';
import { KEEPABLE_SPEEDS } from '../constants.ts';
import { ZEnvelope } from '../envelope.ts';
import { ZOnboardingFlags, ZOwnUserId } from './user-flags.ts';

/** POST api/v2/user/set-user-speed: saves the calibrated pace; the user becomes calibrated. */
export const ZSetUserSpeedRequest = z.object({
  userID: ZOwnUserId,
  recommended_speed: z.coerce
    .number({ error: 'speedNotAllowed' })
    .refine((v) => KEEPABLE_SPEEDS.includes(v), {
      error: 'speedNotAllowed',
    }),
});
export type TSetUserSpeedRequest = z.input<typeof ZSetUserSpeedRequest>;

export const ZSetUserSpeedResponse = ZEnvelope(
  z.object({ speed: z.number(), user_flags: ZOnboardingFlags }),
);
export type TSetUserSpeedResponse = z.infer<typeof ZSetUserSpeedResponse>;
