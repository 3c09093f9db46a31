import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZFlag } from '../fields.ts';
import { ZOptionalId } from './content.ts';

/**
 * Default selection of spec §3: what the design screen pre-selects. Fields are null where
 * nothing can be chosen yet (no goal, or a saved value that is no longer available).
 */
export const ZDefaultSelection = z.object({
  goal_id: z.number().int().nullable(),
  duration_minute_id: z.number().int().nullable(),
  narration_id: z.number().int().nullable(),
  theme_id: z.number().int().nullable(),
  /** Minutes of the chosen duration; -1 unlimited. */
  minute: z.number().int().nullable(),
  /** Set when goal, duration, narration and theme make a design that has exercises. */
  experience_meta_id: z.number().int().nullable(),
  age_group_id: z.number().int().nullable(),
  gender_id: z.number().int().nullable(),
  /** 1 when every value above is the caller's saved default. */
  is_default: ZFlag,
});
export type TDefaultSelection = z.infer<typeof ZDefaultSelection>;

export const ZDefaultSelectionResponse = ZEnvelope(z.object({ default: ZDefaultSelection }));
export type TDefaultSelectionResponse = z.infer<typeof ZDefaultSelectionResponse>;

/**
 * GET api/v2/exercise/get_default?goal_id&duration_minute_id&narration_id: the values to
 * pre-select once the given ones are chosen. Given values are kept; the others come from the
 * saved default when still available, else from the only option when there is one (spec §4).
 * The theme is always pre-selected (saved, else the first). With experience_meta_id alone it
 * answers that design's parts (the /home/{experience_meta_id} route) and saves nothing.
 */
export const ZGetDefaultRequest = z.object({
  experience_meta_id: ZOptionalId,
  goal_id: ZOptionalId,
  duration_minute_id: ZOptionalId,
  narration_id: ZOptionalId,
});
export type TGetDefaultRequest = z.input<typeof ZGetDefaultRequest>;

/** GET api/v2/exercise/set-default: the caller's saved default as it is stored. */
export const ZGetSavedDefaultResponse = ZDefaultSelectionResponse;

/**
 * POST api/v2/exercise/set-default: saves a design as the caller's default, named either by
 * experience_meta_id or by goal, duration and narration (theme optional: the first available).
 * A design without exercises answers 404.
 */
export const ZSetDefaultRequest = z.object({
  experience_meta_id: ZOptionalId,
  goal_id: ZOptionalId,
  duration_minute_id: ZOptionalId,
  narration_id: ZOptionalId,
  theme_id: ZOptionalId,
});
export type TSetDefaultRequest = z.input<typeof ZSetDefaultRequest>;
export const ZSetDefaultResponse = ZDefaultSelectionResponse;
