import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZLikeState, ZRequiredId, type TLikeState } from './content.ts';

/** The button the user pressed: 1 Like, 2 Dislike (the state each button aims at). */
export const LIKE_ACTIONS = { like: 1, dislike: 2 } as const;
export type TLikeAction = (typeof LIKE_ACTIONS)[keyof typeof LIKE_ACTIONS];

/**
 * Spec §4: like turns 0 or 2 into 1 and 1 into 0; dislike turns 0 or 1 into 2 and 2 into 0.
 * Pressing the button of the current state clears it; any other state takes the button's.
 * The server applies this itself (the client sends what was pressed, never the new state), so
 * a double click or two tabs cannot leave a state the rules do not allow.
 */
export function nextLikeState(current: TLikeState, pressed: TLikeAction): TLikeState {
  return current === pressed ? 0 : pressed;
}

/** POST api/v2/exercise/like-dislike {exercise_id, is_like}: is_like is the button pressed. */
export const ZLikeDislikeRequest = z.object({
  exercise_id: ZRequiredId,
  is_like: z.coerce
    .number({ error: 'fieldInvalid' })
    .pipe(z.union([z.literal(1), z.literal(2)], { error: 'fieldInvalid' }))
    .describe('The button pressed: 1 Like, 2 Dislike'),
});
export type TLikeDislikeRequest = z.input<typeof ZLikeDislikeRequest>;

export const ZLikeDislikeResponse = ZEnvelope(
  z.object({
    exercise_id: z.number().int(),
    /** The state after the press: 0 none, 1 liked, 2 disliked. */
    is_like: ZLikeState,
  }),
);
export type TLikeDislikeResponse = z.infer<typeof ZLikeDislikeResponse>;
