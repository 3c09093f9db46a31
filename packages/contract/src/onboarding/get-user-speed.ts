import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZFlag } from '../fields.ts';
import { ZOwnUserId } from './user-flags.ts';

/** GET api/v2/user/get-user-speed?userid: only the caller's own (another id → 404). */
export const ZUserSpeedRequest = z.object({ userid: ZOwnUserId });
export type TUserSpeedRequest = z.input<typeof ZUserSpeedRequest>;

export const ZUserSpeedResponse = ZEnvelope(
  z.object({
    /** The stored speed, or the default when not yet calibrated. */
    speed: z.number(),
    is_calibrated: ZFlag,
  }),
);
export type TUserSpeedResponse = z.infer<typeof ZUserSpeedResponse>;
