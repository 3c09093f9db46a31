import { describe, expect, test } from 'vitest';
import {
  checkDraft,
  draftOf,
  EMPTY_DRAFT,
  parseNumber,
  requestOf,
  switchReading,
  validTiming,
} from './rhythm-form.ts';

describe('a typed number', () => {
  test.each([
    ['4', 4],
    ['5.5', 5.5],
    [' 5,5 ', 5.5],
    ['٥٫٥', 5.5],
    ['۴', 4],
    ['7.', 7],
    ['.5', 0.5],
  ])('%s is %s', (typed, value) => expect(parseNumber(typed)).toBe(value));

  test.each(['', '-1', '5..5', 'abc', '1e3'])('%j is not a number', (typed) => {
    expect(parseNumber(typed)).toBeNaN();
  });
});

describe('the draft and the contract', () => {
  test('4-7-8 as phases is the request the server takes', () => {
    const draft = { ...EMPTY_DRAFT, name: ' Evening ', inhale: '4', holdIn: '7', exhale: '8' };
    const checked = checkDraft(draft);
    expect(checked).toEqual({
      ok: true,
      request: {
        name: 'Evening',
        timing: { kind: 'phases', inhale: 4, hold_in: 7, exhale: 8, hold_out: 0 },
        ramp: null,
      },
    });
  });

  test('an edit carries its id, a pace its ratio and a ramp its numbers', () => {
    const draft = {
      ...EMPTY_DRAFT,
      name: 'Slow',
      reading: 'pace' as const,
      pace: '5',
      inhalePart: '2',
      exhalePart: '3',
      eases: true,
      fromPace: '7',
      minutes: '3',
    };
    expect(requestOf(draft, 9)).toEqual({
      rhythm_id: 9,
      name: 'Slow',
      timing: { kind: 'pace', pace: 5, inhale_part: 2, exhale_part: 3, hold_in: 0, hold_out: 0 },
      ramp: { from_pace: 7, minutes: 3 },
    });
    expect(checkDraft(draft, 9).ok).toBe(true);
  });

  test("each field's message key sits under that field, the first one only", () => {
    const draft = {
      ...EMPTY_DRAFT,
      name: '',
      inhale: '25',
      holdIn: '0.05',
      exhale: '',
      holdOut: '31',
      eases: true,
      fromPace: '2',
      minutes: '30',
    };
    const checked = checkDraft(draft);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.messages).toEqual({
      name: 'rhythmNameRequired',
      inhale: 'rhythmBreathRange',
      holdIn: 'rhythmTenths',
      exhale: 'rhythmBreathRange',
      holdOut: 'rhythmHoldRange',
      minutes: 'rhythmRampRange',
    });
  });

  test('problems across fields: a ramp that does not ease down, a pace that leaves no breath', () => {
    const slower = { ...EMPTY_DRAFT, name: 'x', eases: true, fromPace: '4', minutes: '3' };
    expect(checkDraft(slower)).toMatchObject({ messages: { fromPace: 'rhythmRampSlower' } });
    const holds = {
      ...EMPTY_DRAFT,
      name: 'x',
      reading: 'pace' as const,
      pace: '10',
      paceHoldIn: '3',
      paceHoldOut: '2',
    };
    expect(checkDraft(holds)).toMatchObject({ messages: { pace: 'rhythmBreathRange' } });
    expect(checkDraft({ ...holds, paceHoldOut: '30' })).toMatchObject({
      messages: { pace: 'rhythmBreathRange' },
    });
  });
});

describe('one breath in two readings', () => {
  test("a starting point's draft holds both readings of its breath", () => {
    const draft = draftOf('4-7-8', {
      kind: 'phases',
      inhale: 4,
      hold_in: 7,
      exhale: 8,
      hold_out: 0,
    });
    expect(draft).toMatchObject({
      reading: 'phases',
      inhale: '4',
      pace: '3.2',
      inhalePart: '4',
      exhalePart: '8',
      paceHoldIn: '7',
      eases: false,
    });
  });

  test('switching reading shows the breath typed so far in the other fields', () => {
    const pace = switchReading({ ...EMPTY_DRAFT, inhale: '4', exhale: '6' }, 'pace');
    expect(pace).toMatchObject({ reading: 'pace', pace: '6', inhalePart: '4', exhalePart: '6' });
    const back = switchReading({ ...pace, pace: '5', inhalePart: '1', exhalePart: '1' }, 'phases');
    expect(back).toMatchObject({ reading: 'phases', inhale: '6', exhale: '6', holdIn: '0' });
  });

  test('an edited rhythm with a ramp opens eased', () => {
    const draft = draftOf(
      'Slow',
      { kind: 'pace', pace: 5.5, inhale_part: 1, exhale_part: 1, hold_in: 0, hold_out: 0 },
      { from_pace: 7, minutes: 3 },
    );
    expect(draft).toMatchObject({ eases: true, fromPace: '7', minutes: '3', inhale: '5.5' });
  });

  test('no live reading while a field is out of range', () => {
    expect(validTiming({ ...EMPTY_DRAFT, inhale: '' })).toBeNull();
    expect(validTiming(EMPTY_DRAFT)).toMatchObject({ kind: 'phases', inhale: 5.5 });
  });
});
