import { describe, expect, it } from 'vitest';
import { nextLikeState } from './like-dislike.ts';
import { ZSearchRequest } from './search.ts';
import { ZUpdateVideoViewsRequest } from './update-video-views.ts';

describe('nextLikeState (spec §4)', () => {
  it.each([
    [0, 1, 1],
    [2, 1, 1],
    [1, 1, 0],
    [0, 2, 2],
    [1, 2, 2],
    [2, 2, 0],
  ] as const)('from %i, pressing %i gives %i', (from, pressed, to) => {
    expect(nextLikeState(from, pressed)).toBe(to);
  });
});

describe('session requests', () => {
  it('reads a sendBeacon text body as JSON and drops fractions of a second', () => {
    const body = JSON.stringify({ video_views_id: 7, duration: 12.9, auth_token: 't' });
    expect(ZUpdateVideoViewsRequest.parse(body)).toEqual({
      video_views_id: 7,
      duration: 12,
      auth_token: 't',
    });
  });

  it('defaults the search output to GOAL and treats empty ids as not chosen', () => {
    expect(ZSearchRequest.parse({ goal_id: '' })).toEqual({ output: 'GOAL' });
    expect(ZSearchRequest.parse({ output: 'time', goal_id: '2' })).toMatchObject({
      output: 'TIME',
      goal_id: 2,
    });
  });
});
