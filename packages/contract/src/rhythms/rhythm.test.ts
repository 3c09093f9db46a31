import { describe, expect, it } from 'vitest';
import { ZRhythmDefinition } from './rhythm.ts';
import { ZReorderRhythmsRequest, ZSaveRhythmRequest } from './rhythm-calls.ts';

const box = { kind: 'phases', inhale: 4, hold_in: 4, exhale: 4, hold_out: 4 } as const;
const coherent = {
  kind: 'pace',
  pace: 5.5,
  inhale_part: 1,
  exhale_part: 1,
  hold_in: 0,
  hold_out: 0,
} as const;

/** The message keys a definition is refused with, by path. */
function problems(input: unknown) {
  const result = ZRhythmDefinition.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('a rhythm’s limits', () => {
  it('keeps breathing in and out within 1–20 s and holds within 0–30 s, in tenths', () => {
    expect(problems({ timing: { ...box, inhale: 0.9 }, ramp: null })).toEqual({
      'timing.inhale': 'rhythmBreathRange',
    });
    expect(problems({ timing: { ...box, exhale: 20.1 }, ramp: null })).toEqual({
      'timing.exhale': 'rhythmBreathRange',
    });
    expect(problems({ timing: { ...box, hold_in: 30.5 }, ramp: null })).toEqual({
      'timing.hold_in': 'rhythmHoldRange',
    });
    expect(problems({ timing: { ...box, hold_out: -1 }, ramp: null })).toEqual({
      'timing.hold_out': 'rhythmHoldRange',
    });
    expect(problems({ timing: { ...box, inhale: 4.25 }, ramp: null })).toEqual({
      'timing.inhale': 'rhythmTenths',
    });
    expect(problems({ timing: { ...box, inhale: 4.1, exhale: 19.9 }, ramp: null })).toEqual({});
  });

  it('keeps a pace within 1–30 breaths a minute, whichever way it was typed', () => {
    expect(problems({ timing: { ...coherent, pace: 30.1 }, ramp: null })).toEqual({
      'timing.pace': 'rhythmPaceRange',
    });
    // Four phases that add up to more than a minute are slower than 1 breath a minute.
    const slow = { kind: 'phases', inhale: 20, hold_in: 30, exhale: 20, hold_out: 0 };
    expect(problems({ timing: slow, ramp: null })).toEqual({ 'timing.inhale': 'rhythmPaceRange' });
  });

  it('refuses a pace whose breath leaves breathing in or out outside 1–20 s after its holds', () => {
    // 30 breaths a minute is a 2-second breath: a 1-second hold leaves 0.5 s in and 0.5 s out.
    expect(problems({ timing: { ...coherent, pace: 30, hold_in: 1 }, ramp: null })).toEqual({
      'timing.pace': 'rhythmBreathRange',
    });
    // 1 breath a minute at 1:1 would be 30 s in and 30 s out.
    expect(problems({ timing: { ...coherent, pace: 1 }, ramp: null })).toEqual({
      'timing.pace': 'rhythmBreathRange',
    });
    expect(problems({ timing: { ...coherent, inhale_part: 0.5 }, ramp: null })).toEqual({
      'timing.inhale_part': 'rhythmRatioRange',
    });
  });

  it('lets a pace ease down from a faster one over 0.5–20 minutes', () => {
    expect(problems({ timing: coherent, ramp: { from_pace: 7, minutes: 3 } })).toEqual({});
    expect(problems({ timing: coherent, ramp: { from_pace: 5.5, minutes: 3 } })).toEqual({
      'ramp.from_pace': 'rhythmRampSlower',
    });
    expect(problems({ timing: coherent, ramp: { from_pace: 7, minutes: 0.4 } })).toEqual({
      'ramp.minutes': 'rhythmRampRange',
    });
    expect(problems({ timing: coherent, ramp: { from_pace: 7, minutes: 21 } })).toEqual({
      'ramp.minutes': 'rhythmRampRange',
    });
  });

  it('names a rhythm in 1–40 characters on one line, and orders each rhythm once', () => {
    const save = (name: string) => ZSaveRhythmRequest.safeParse({ name, timing: box, ramp: null });
    expect(save('  Box  ').data?.name).toBe('Box');
    expect(save('   ').error?.issues[0]?.message).toBe('rhythmNameRequired');
    expect(save('x'.repeat(41)).error?.issues[0]?.message).toBe('rhythmNameTooLong');
    expect(save('a\u0000b').success).toBe(false);
    expect(ZReorderRhythmsRequest.safeParse({ rhythm_ids: [3, 1, 2] }).success).toBe(true);
    expect(ZReorderRhythmsRequest.safeParse({ rhythm_ids: [3, 3] }).success).toBe(false);
  });
});
