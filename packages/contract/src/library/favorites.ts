import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZRequiredId } from '../sessions/content.ts';
import { ZExercise, ZFeedbackItem } from '../sessions/exercise.ts';
import { ZGoalInfo } from './history.ts';
import { ZExerciseSummary, ZPageFields, ZPageQuery } from './keyset.ts';

/** GET api/v1/library/favorite-exercise?cursor&limit: newest favourite first. */
export const ZFavoriteListRequest = ZPageQuery;
export type TFavoriteListRequest = z.input<typeof ZFavoriteListRequest>;

export const ZFavoriteItem = z.object({
  exercise_id: z.number().int(),
  created_at: z.string(),
  exercise: ZExerciseSummary,
});
export type TFavoriteItem = z.infer<typeof ZFavoriteItem>;

export const ZFavoriteListResponse = ZEnvelope(
  z.object({ favorite_exercise_list: z.array(ZFavoriteItem), ...ZPageFields }),
);
export type TFavoriteListResponse = z.infer<typeof ZFavoriteListResponse>;

/** GET api/v1/library/favorite-exercise-detail?exercise_id: one of the caller's favourites. */
export const ZFavoriteDetailRequest = z.object({ exercise_id: ZRequiredId });
export type TFavoriteDetailRequest = z.input<typeof ZFavoriteDetailRequest>;

export const ZFavoriteDetail = z.object({
  exercise_id: z.number().int(),
  created_at: z.string(),
  exercise: ZExercise,
  goal: ZGoalInfo,
});

export const ZFavoriteDetailResponse = ZEnvelope(
  z.object({
    /** One element: the spec's clients read favorite_exercise_detail[0]. */
    favorite_exercise_detail: z.array(ZFavoriteDetail),
    feedback_data: z.array(ZFeedbackItem),
    /** 'No feedback found' when feedback_data is empty, else null. */
    feedback_message: z.string().nullable(),
  }),
);
export type TFavoriteDetailResponse = z.infer<typeof ZFavoriteDetailResponse>;

/** POST api/v1/library/exercise-favouriteshistory-clear: 'Favorites removed successfully'. */
export const ZClearFavoritesResponse = ZEnvelope(z.object({ deleted: z.number().int() }));
export type TClearFavoritesResponse = z.infer<typeof ZClearFavoritesResponse>;
