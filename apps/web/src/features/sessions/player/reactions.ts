import { LIKE_ACTIONS, nextLikeState, type TLikeAction, type TLikeState } from '@resona/contract';

/**
 * Like, dislike and favourite state rules (spec §4). The server applies the like rule itself and
 * its reply is the source of truth; the page shows the predicted state until the reply arrives.
 * The like rule is the contract's (one definition for server and web).
 */
export { LIKE_ACTIONS, nextLikeState };
export type { TLikeAction, TLikeState };

export type FavoriteFlag = 0 | 1;

/** Favourite toggles 0/1; the value is also the `action` query of favorite-exercise/{id}. */
export function nextFavorite(current: FavoriteFlag): FavoriteFlag {
  return current === 1 ? 0 : 1;
}

export interface ReactionState {
  is_like: TLikeState;
  is_favorite: FavoriteFlag;
}

export type Reaction = 'like' | 'dislike' | 'favorite';

/** The state a press predicts (optimistic update). */
export function applyReaction(state: ReactionState, pressed: Reaction): ReactionState {
  if (pressed === 'favorite') return { ...state, is_favorite: nextFavorite(state.is_favorite) };
  return { ...state, is_like: nextLikeState(state.is_like, LIKE_ACTIONS[pressed]) };
}

/** aria-pressed of each toggle button. */
export function pressedOf(state: ReactionState): Record<Reaction, boolean> {
  return {
    like: state.is_like === 1,
    dislike: state.is_like === 2,
    favorite: state.is_favorite === 1,
  };
}
