import type { TBreathedRhythm, TExercise } from '@resona/contract';
import type { BreathPattern, Phase } from '../../../components/pacer/index.ts';
import { layoutOf } from '../../../components/pacer/pattern.ts';
import { patternOfRhythm } from '../../../components/pacer/rhythm-pattern.ts';
import { paceOf, ratioOf } from './playback.ts';

/**
 * What a session breathes: the person's own rhythm when they chose one on the design screen
 * (issue 30), else the exercise's own pace and ratio, as sessions always did.
 */
export function sessionPattern(own: BreathPattern, rhythm: TBreathedRhythm | null): BreathPattern {
  return rhythm ? patternOfRhythm(rhythm.timing, rhythm.ramp) : own;
}

/** An exercise's own pace and ratio (calibration's pace for the designs that follow it). */
export const ownPattern = (exercise: TExercise): BreathPattern => ({
  bpm: paceOf(exercise),
  ratio: ratioOf(exercise),
});

/** The phases one breath of a pattern goes through, in order (its empty holds left out). */
export const phasesOf = (pattern: BreathPattern): Phase[] =>
  layoutOf(pattern).slots.map((s) => s.phase);
