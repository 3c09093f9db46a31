import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZFlag } from '../fields.ts';
import { ZOwnUserId } from './user-flags.ts';

/** GET api/v2/user/get-user-calibration?userid: only the caller's own (another id → 404). */
export const ZUserCalibrationRequest = z.object({ userid: ZOwnUserId });
export type TUserCalibrationRequest = z.input<typeof ZUserCalibrationRequest>;

export const ZCalibrationPace = z.object({
  /** Breaths per minute: 4.5, 4.8, 5, 5.5 or 6, in that order. */
  speed: z.number(),
  title: z.string(),
  /** 1 on the pace calibration starts at: the stored speed, else the default. */
  is_default: ZFlag,
});

export const ZUserCalibrationResponse = ZEnvelope(
  z.object({
    calibration_list: z.array(ZCalibrationPace),
    /** The stored speed, or the default (6 for age group 1, else 5; spec §9). */
    recommended_speed: z.number(),
    is_calibrated: ZFlag,
  }),
);
export type TUserCalibrationResponse = z.infer<typeof ZUserCalibrationResponse>;
