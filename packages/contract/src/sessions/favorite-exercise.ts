import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZFlag } from '../fields.ts';
import { ZRequiredId } from './content.ts';

/** POST api/v1/library/favorite-exercise/{id}?action=1 adds, action=0 removes; both idempotent. */
export const ZFavoriteExerciseParams = z.object({ id: ZRequiredId });
export const ZFavoriteExerciseQuery = z.object({
  action: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: 'fieldInvalid' })
      .pipe(z.union([z.literal(0), z.literal(1)], { error: 'fieldInvalid' })),
  ),
});
export type TFavoriteExerciseQuery = z.input<typeof ZFavoriteExerciseQuery>;

export const ZFavoriteExerciseResponse = ZEnvelope(
  z.object({
    exercise_id: z.number().int(),
    is_favorite: ZFlag,
    /** 'Added to favourites' or 'Removed from favourites', also the envelope's message. */
    message: z.string(),
  }),
);
export type TFavoriteExerciseResponse = z.infer<typeof ZFavoriteExerciseResponse>;
