import { describe, expect, test } from 'vitest';
import { CALIBRATION_SPEEDS } from '@resona/contract';
import {
  answer,
  canAnswerTooFast,
  canAnswerTooSlow,
  canComplete,
  canSkipPace,
  periodEnded,
  skipPace,
  startIndex,
  type CalibrationAnswer,
  type CalibrationState,
  type CalibrationStep,
} from './calibration-steps.ts';

const N = CALIBRATION_SPEEDS.length; // 5: 4.5, 4.8, 5, 5.5, 6
const at = (index: number, last: CalibrationAnswer | null = null): CalibrationState => ({
  index,
  answer: last,
});
const play = (index: number, last: CalibrationAnswer | null): CalibrationStep => ({
  kind: 'play',
  state: at(index, last),
});
const save = (index: number): CalibrationStep => ({ kind: 'save', index });

describe('startIndex: the stored speed, or the first pace', () => {
  test.each([
    [null, 0],
    [undefined, 0],
    [4.5, 0],
    [4.8, 1],
    [5, 2],
    [5.5, 3],
    [6, 4],
    [7, 0],
  ])('stored %s → index %i', (stored, expected) => {
    expect(startIndex(CALIBRATION_SPEEDS, stored)).toBe(expected);
  });
});

describe('which answers are enabled', () => {
  test.each([
    [0, false, true],
    [1, true, true],
    [2, true, true],
    [3, true, true],
    [4, true, false],
  ])('pace %i: too fast %s, too slow %s', (index, tooFast, tooSlow) => {
    expect(canAnswerTooFast(index)).toBe(tooFast);
    expect(canAnswerTooSlow(index, N)).toBe(tooSlow);
  });
});

describe('answer', () => {
  test.each<[CalibrationState, CalibrationAnswer, CalibrationStep]>([
    [at(2), 'too-fast', play(1, 'too-fast')],
    [at(2), 'too-slow', play(3, 'too-slow')],
    [at(2), 'just-right', save(2)],
    [at(1, 'too-fast'), 'too-fast', play(0, 'too-fast')],
    [at(3, 'too-slow'), 'too-fast', play(2, 'too-fast')],
    [at(4), 'too-fast', play(3, 'too-fast')],
    [at(0), 'too-slow', play(1, 'too-slow')],
    // The buttons are disabled at the ends; if called anyway, the pace stays.
    [at(0), 'too-fast', play(0, 'too-fast')],
    [at(4), 'too-slow', play(4, 'too-slow')],
    [at(0, 'too-slow'), 'just-right', save(0)],
  ])('%j + %s → %j', (state, given, expected) => {
    expect(answer(state, given, N)).toEqual(expected);
  });
});

describe('periodEnded: stepping by the last answer, else save', () => {
  test.each<[CalibrationState, CalibrationStep]>([
    [at(2), save(2)],
    [at(0), save(0)],
    [at(3, 'just-right'), save(3)],
    [at(2, 'too-fast'), play(1, 'too-fast')],
    [at(1, 'too-fast'), play(0, 'too-fast')],
    [at(2, 'too-slow'), play(3, 'too-slow')],
    [at(3, 'too-slow'), play(4, 'too-slow')],
    // Nowhere further to go: play the same pace again with the answer cleared.
    [at(0, 'too-fast'), play(0, null)],
    [at(4, 'too-slow'), play(4, null)],
  ])('%j → %j', (state, expected) => {
    expect(periodEnded(state, N)).toEqual(expected);
  });
});

describe('skip pace and complete', () => {
  test.each<[CalibrationState, boolean, CalibrationState, boolean]>([
    [at(2), false, at(2), true],
    [at(2, 'just-right'), false, at(2, 'just-right'), true],
    [at(2, 'too-fast'), true, at(1, 'too-fast'), false],
    [at(2, 'too-slow'), true, at(3, 'too-slow'), false],
    [at(0, 'too-fast'), false, at(0, 'too-fast'), false],
    [at(4, 'too-slow'), false, at(4, 'too-slow'), false],
    [at(4, 'too-fast'), true, at(3, 'too-fast'), false],
  ])('%j: skip %s → %j, complete %s', (state, skippable, afterSkip, completable) => {
    expect(canSkipPace(state, N)).toBe(skippable);
    expect(skipPace(state, N)).toEqual(afterSkip);
    expect(canComplete(state)).toBe(completable);
  });
});
