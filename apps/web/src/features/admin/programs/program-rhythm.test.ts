import { describe, expect, test } from 'vitest';
import { ZCreateProgramRequest, type MessageKey } from '@resona/contract';
import { en } from '@resona/contract/messages/en';
import {
  emptyRhythmDraft,
  OWN_PACE,
  PROGRAM_STARTING_POINTS,
  rhythmOf,
  numberOf,
  TYPED,
} from './program-rhythm.ts';

const nameOf = (key: MessageKey) => en[key];
const request = (rhythm: unknown) =>
  ZCreateProgramRequest.safeParse({
    title: 'Protocol',
    cohort_id: 1,
    items: [{ exercise_id: 1, due_date: '2030-01-01', rhythm }],
  });

describe("a program item's rhythm in the console", () => {
  test("the participant's own pace is the default, and sends no rhythm", () => {
    expect(emptyRhythmDraft().choice).toBe(OWN_PACE);
    expect(rhythmOf(emptyRhythmDraft(), nameOf)).toBeNull();
  });

  test('offers every starting point but the resonance pace, under its name', () => {
    expect(PROGRAM_STARTING_POINTS.map((p) => p.key)).toEqual([
      'coherent',
      'extended-exhale',
      'box',
      '4-7-8',
    ]);
    const box = rhythmOf({ ...emptyRhythmDraft(), choice: 'box' }, nameOf);
    expect(box).toEqual({
      name: 'Box 4-4-4-4',
      timing: { kind: 'phases', inhale: 4, hold_in: 4, exhale: 4, hold_out: 4 },
      ramp: null,
    });
    expect(request(box).data?.items[0]!.rhythm).toEqual(box);
  });

  test('sends typed phases as numbers the contract checks', () => {
    const typed = {
      choice: TYPED,
      name: 'Slow 5-5',
      inhale: '5',
      holdIn: '0',
      exhale: '5,5',
      holdOut: '',
      fromPace: '',
      rampMinutes: '',
    };
    const rhythm = rhythmOf(typed, nameOf);
    expect(rhythm?.timing).toEqual({
      kind: 'phases',
      inhale: 5,
      hold_in: 0,
      exhale: 5.5,
      hold_out: Number.NaN,
    });
    // An empty field is refused with its own range message, under its own path.
    expect(request(rhythm).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['items.0.rhythm.timing.hold_out', 'rhythmHoldRange'],
    ]);
    expect(request(rhythmOf({ ...typed, holdOut: '0' }, nameOf)).success).toBe(true);
    expect(rhythm?.ramp).toBeNull();
  });

  test('eases down when either ramp field is filled in, both checked by the contract', () => {
    const typed = { ...emptyRhythmDraft(), choice: TYPED, name: 'In', inhale: '5', exhale: '5' };
    const easing = rhythmOf({ ...typed, fromPace: '7', rampMinutes: '3' }, nameOf);
    expect(easing?.ramp).toEqual({ from_pace: 7, minutes: 3 });
    expect(request(easing).success).toBe(true);
    const half = rhythmOf({ ...typed, fromPace: '7' }, nameOf);
    expect(request(half).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['items.0.rhythm.ramp.minutes', 'rhythmRampRange'],
    ]);
  });

  test('reads seconds with a point or a comma, and nothing else as a number', () => {
    expect(numberOf(' 4.5 ')).toBe(4.5);
    expect(numberOf('4,5')).toBe(4.5);
    expect(numberOf('')).toBeNaN();
    expect(numberOf('four')).toBeNaN();
  });
});
