import { describe, expect, test } from 'vitest';
import {
  canStart,
  designReducer,
  feedKnownOptions,
  initialDesign,
  missingLevels,
  optionsKey,
  pickOption,
  selectionOf,
  type DesignAction,
  type DesignState,
  type Level,
} from './design-cascade.ts';

/** Plays actions, filling each `options` action's key from the state as the page does. */
function run(state: DesignState, ...actions: (DesignAction | [Level, number[]])[]): DesignState {
  return actions.reduce<DesignState>((s, action) => {
    if (Array.isArray(action)) {
      const [level, ids] = action;
      return designReducer(s, { type: 'options', level, key: optionsKey(s, level) ?? '', ids });
    }
    return designReducer(s, action);
  }, state);
}

const choose = (level: Level, id: number): DesignAction => ({ type: 'choose', level, id });

describe('pickOption', () => {
  test.each<[string, Level, number[], number | null, number | null, number | null]>([
    ['keeps the current value when offered', 'duration', [1, 2], 2, 1, 2],
    ['else the preferred one when offered', 'duration', [1, 2], null, 1, 1],
    ['ignores a preferred value no longer offered', 'duration', [1, 2], null, 9, null],
    ['drops a current value no longer offered', 'duration', [1, 2], 9, null, null],
    ['auto-selects a single option', 'narration', [4], null, null, 4],
    ['a single option even over a stale preference', 'narration', [4], null, 7, 4],
    ['nothing among several without preference', 'goal', [1, 2, 3], null, null, null],
    ['the theme falls back to the first', 'theme', [3, 1, 2], null, null, 3],
    ['the theme prefers the saved one', 'theme', [3, 1, 2], null, 2, 2],
    ['no options, nothing chosen', 'theme', [], null, 2, null],
  ])('%s', (_name, level, options, current, preferred, expected) => {
    expect(pickOption(level, options, current, preferred)).toBe(expected);
  });
});

describe('design cascade', () => {
  test('a goal must be chosen among several; then durations load', () => {
    const s = run(initialDesign(), ['goal', [1, 2, 3]]);
    expect(s.levels.goal.value).toBeNull();
    expect(optionsKey(s, 'duration')).toBeNull();
    const chosen = run(s, choose('goal', 2));
    expect(chosen.levels.goal.value).toBe(2);
    expect(optionsKey(chosen, 'duration')).toBe('g2');
    expect(optionsKey(chosen, 'narration')).toBeNull();
  });

  test('a duration loads narrations; a single narration is chosen for you', () => {
    const s = run(
      initialDesign(),
      ['goal', [1, 2]],
      choose('goal', 1),
      ['duration', [1, 2, 3, 4, 5]],
      choose('duration', 3),
    );
    expect(optionsKey(s, 'narration')).toBe('g1d3');
    const n = run(s, ['narration', [1]]);
    expect(n.levels.narration.value).toBe(1);
    expect(canStart(n)).toBe(true);
  });

  test('choosing another goal clears duration and narration', () => {
    const s = run(
      initialDesign(),
      ['goal', [1, 2]],
      choose('goal', 1),
      ['duration', [1, 2]],
      choose('duration', 2),
      ['narration', [1, 2]],
      choose('narration', 2),
      ['theme', [1, 2, 3]],
      choose('theme', 3),
      choose('goal', 2),
    );
    expect(selectionOf(s)).toEqual({ goal: 2, duration: null, narration: null, theme: 3 });
    expect(s.levels.duration.options).toBeNull();
    expect(s.levels.narration.options).toBeNull();
    expect(s.levels.theme.options).toBeNull();
    expect(canStart(s)).toBe(false);
  });

  test('the user’s earlier picks are preferred again when still offered', () => {
    const s = run(
      initialDesign(),
      ['goal', [1, 2]],
      choose('goal', 1),
      ['duration', [1, 2]],
      choose('duration', 2),
      choose('goal', 2),
      ['duration', [1, 2, 5]],
    );
    expect(s.levels.duration.value).toBe(2);
  });

  test('saved defaults pre-select every level that still offers them', () => {
    const saved = { goal: 2, duration: 5, narration: 1, theme: 3 };
    const s = run(
      initialDesign(saved),
      ['goal', [1, 2, 3]],
      ['duration', [1, 2, 3, 4, 5]],
      ['narration', [1, 2]],
      ['theme', [1, 2, 3]],
    );
    expect(selectionOf(s)).toEqual(saved);
    expect(canStart(s)).toBe(true);
  });

  test('a saved value that is no longer offered is not selected', () => {
    const s = run(
      initialDesign({ goal: 1, duration: 9, narration: 2, theme: 7 }),
      ['goal', [1, 2]],
      ['duration', [1, 2]],
      ['narration', [1, 2]],
      ['theme', [1, 2, 3]],
    );
    expect(selectionOf(s)).toEqual({ goal: 1, duration: null, narration: null, theme: 1 });
  });

  test('defaults arriving after the options still pre-select, but never over a user choice', () => {
    const late = run(initialDesign(), ['goal', [1, 2]], {
      type: 'preferred',
      selection: { goal: 2, duration: 1 },
    });
    expect(late.levels.goal.value).toBe(2);
    expect(run(late, ['duration', [1, 2]]).levels.duration.value).toBe(1);

    const chosen = run(initialDesign(), ['goal', [1, 2]], choose('goal', 1), {
      type: 'preferred',
      selection: { goal: 2 },
    });
    expect(chosen.levels.goal.value).toBe(1);
  });

  test('a saved theme arriving after the themes replaces the first one picked meanwhile', () => {
    const s = run(initialDesign(), ['goal', [1, 2]], ['theme', [1, 2, 3]]);
    expect(s.levels.theme.value).toBe(1);
    const saved = run(s, {
      type: 'preferred',
      selection: { goal: 1, duration: 1, narration: 1, theme: 2 },
    });
    const ready = run(saved, ['duration', [1, 2]], ['narration', [1, 2]], ['theme', [1, 2, 3]]);
    expect(selectionOf(ready)).toEqual({ goal: 1, duration: 1, narration: 1, theme: 2 });

    const chosen = run(s, choose('theme', 3), { type: 'preferred', selection: { theme: 2 } });
    expect(chosen.levels.theme.value).toBe(3);
  });

  test('a design to duplicate overrides what was pre-selected', () => {
    const s = run(
      initialDesign({ goal: 1 }),
      ['goal', [1, 2]],
      {
        type: 'preferred',
        selection: { goal: 2, duration: 5, narration: 1, theme: 2 },
        override: true,
      },
      ['duration', [1, 5]],
      ['narration', [1, 2]],
      ['theme', [1, 2]],
    );
    expect(selectionOf(s)).toEqual({ goal: 2, duration: 5, narration: 1, theme: 2 });
  });

  test('unlimited with only "No narration" is accepted', () => {
    const UNLIMITED = 5;
    const NO_NARRATION = 1;
    const s = run(
      initialDesign(),
      ['goal', [1]],
      ['duration', [1, 2, 3, 4, UNLIMITED]],
      choose('duration', UNLIMITED),
      ['narration', [NO_NARRATION]],
    );
    expect(s.levels.goal.value).toBe(1);
    expect(s.levels.narration.value).toBe(NO_NARRATION);
    expect(run(s, { type: 'start' }).showRequired).toBe(false);
  });

  test('start without duration and narration asks to select above information', () => {
    const s = run(initialDesign(), ['goal', [1, 2]], choose('goal', 1), { type: 'start' });
    expect(s.showRequired).toBe(true);
    const fixed = run(s, ['duration', [1, 2]], choose('duration', 1));
    expect(fixed.showRequired).toBe(false);
  });

  test('a reply for choices that have changed meanwhile is ignored', () => {
    const s = run(initialDesign(), ['goal', [1, 2]], choose('goal', 1));
    const stale = designReducer(s, { type: 'options', level: 'duration', key: 'g2', ids: [7] });
    expect(stale).toBe(s);
  });

  test('choosing an option that is not offered changes nothing', () => {
    const s = run(initialDesign(), ['goal', [1, 2]]);
    expect(designReducer(s, choose('goal', 9))).toBe(s);
    expect(designReducer(s, choose('duration', 1))).toBe(s);
  });

  test('the theme keeps its value while reloading and when still offered', () => {
    const s = run(
      initialDesign(),
      ['goal', [1]],
      ['theme', [1, 2, 3]],
      choose('theme', 2),
      ['duration', [1, 2]],
      choose('duration', 1),
    );
    expect(s.levels.theme).toEqual({ options: null, value: 2 });
    expect(run(s, ['theme', [1, 2]]).levels.theme.value).toBe(2);
    expect(run(s, ['theme', [3]]).levels.theme.value).toBe(3);
  });
});

describe('feedKnownOptions', () => {
  /** Options known per key, as a cache of earlier replies would hold them. */
  const known =
    (lists: Record<string, number[]>) =>
    (level: Level, state: DesignState): number[] | undefined =>
      lists[optionsKey(state, level) ?? ''];

  test('a saved default is followed down every level whose list is known', () => {
    const saved = { goal: 2, duration: 5, narration: 1, theme: 3 };
    const s = feedKnownOptions(
      initialDesign(saved),
      known({ goals: [1, 2], g2: [1, 5], g2d5: [1, 2], g2d5n1: [1, 3] }),
    );
    expect(selectionOf(s)).toEqual(saved);
    expect(missingLevels(s)).toEqual([]);
  });

  test('gives the same state as the replies arriving one by one', () => {
    const lists = { goals: [1], g1: [4, 6], 'g1d-n-': [2, 3] };
    const fed = feedKnownOptions(initialDesign(), known(lists));
    const replayed = run(initialDesign(), ['goal', [1]], ['theme', [2, 3]]);
    expect(fed).toEqual(run(replayed, ['duration', [4, 6]]));
    expect(missingLevels(fed)).toEqual([]);
  });

  test('stops at a level whose list is not known yet, and names what is missing', () => {
    const s = feedKnownOptions(initialDesign({ goal: 1 }), known({ goals: [1, 2] }));
    expect(s.levels.goal.value).toBe(1);
    expect(s.levels.duration.options).toBeNull();
    expect(missingLevels(s)).toEqual(['duration', 'theme']);
    expect(missingLevels(initialDesign())).toEqual(['goal', 'theme']);
  });
});
