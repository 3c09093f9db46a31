import { describe, expect, test } from 'vitest';
import {
  applyReaction,
  nextFavorite,
  nextLikeState,
  pressedOf,
  type Reaction,
  type ReactionState,
  type TLikeState,
} from './reactions.ts';

describe('like and dislike (spec §4)', () => {
  test.each<[TLikeState, 'like' | 'dislike', TLikeState]>([
    [0, 'like', 1],
    [2, 'like', 1],
    [1, 'like', 0],
    [0, 'dislike', 2],
    [1, 'dislike', 2],
    [2, 'dislike', 0],
  ])('%s + %s → %s', (from, pressed, to) => {
    expect(nextLikeState(from, pressed === 'like' ? 1 : 2)).toBe(to);
    expect(applyReaction({ is_like: from, is_favorite: 0 }, pressed).is_like).toBe(to);
  });

  test('like → dislike → like', () => {
    const presses: Reaction[] = ['like', 'dislike', 'like'];
    const states = presses.reduce<ReactionState[]>(
      (acc, press) => [...acc, applyReaction(acc.at(-1)!, press)],
      [{ is_like: 0, is_favorite: 0 }],
    );
    expect(states.map((s) => s.is_like)).toEqual([0, 1, 2, 1]);
  });
});

describe('favourite', () => {
  test.each([
    [0, 1],
    [1, 0],
  ] as const)('%s → %s', (from, to) => {
    expect(nextFavorite(from)).toBe(to);
    expect(applyReaction({ is_like: 2, is_favorite: from }, 'favorite')).toEqual({
      is_like: 2,
      is_favorite: to,
    });
  });
});

describe('pressedOf', () => {
  test.each<[TLikeState, 0 | 1, Record<Reaction, boolean>]>([
    [0, 0, { like: false, dislike: false, favorite: false }],
    [1, 0, { like: true, dislike: false, favorite: false }],
    [2, 1, { like: false, dislike: true, favorite: true }],
  ])('is_like %s, is_favorite %s', (is_like, is_favorite, expected) => {
    expect(pressedOf({ is_like, is_favorite })).toEqual(expected);
  });
});
