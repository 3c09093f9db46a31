import { QueryClient } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import type { THomeChoices } from '@resona/contract';
import { selectionOf } from './design-cascade.ts';
import { designFromCache } from './design-sources.ts';
import { seedHomeChoices } from './home-choices.ts';

const goal = (goal_id: number) => ({
  goal_id,
  title: `goal ${goal_id}`,
  description: '',
  goal_video: null,
  goal_rating: null,
});

/** Two goals; goal 2 has two durations, and duration 1 of it one narration. */
const CHOICES: THomeChoices = {
  goals: [goal(1), goal(2)],
  themes: [
    { theme_id: 7, title: 'Dawn', pacer_theme: 'dawn' },
    { theme_id: 8, title: 'Night', pacer_theme: 'night' },
  ],
  durations: [
    { goal_id: 1, durations: [{ duration_minute_id: 1, minute: 5 }] },
    {
      goal_id: 2,
      durations: [
        { duration_minute_id: 1, minute: 5 },
        { duration_minute_id: 2, minute: 10 },
      ],
    },
  ],
  narrations: [
    {
      goal_id: 2,
      duration_minute_id: 1,
      narrations: [{ narrationID: 3, title: 'Guided voice', narration_style: 'voice' }],
    },
  ],
};

describe("the lists in /home's HTML, in the screen's cache (decision 106)", () => {
  test('draw the goals and the first theme with nothing chosen, as the server drew them', () => {
    const queryClient = new QueryClient();
    seedHomeChoices(queryClient, 'ar', CHOICES);
    const state = designFromCache(queryClient, 'ar', 0);
    expect(state.levels.goal.options).toEqual([1, 2]);
    expect(selectionOf(state)).toEqual({ goal: null, duration: null, narration: null, theme: 7 });
    // Another language's screen finds nothing: it asks the server.
    expect(designFromCache(queryClient, 'en', 0).levels.goal.options).toBeNull();
  });

  test("a saved default's times and narrations are there without a request", () => {
    const queryClient = new QueryClient();
    seedHomeChoices(queryClient, 'en', CHOICES);
    const state = designFromCache(queryClient, 'en', 0, { goal: 2, duration: 1 });
    expect(state.levels.duration.options).toEqual([1, 2]);
    // A single narration is chosen for the person (spec §4).
    expect(selectionOf(state)).toMatchObject({ goal: 2, duration: 1, narration: 3 });
  });
});
