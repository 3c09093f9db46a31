import { phaseSeconds, paceOf, type TRhythmRamp, type TRhythmTiming } from '@resona/contract';
import type { BreathPattern } from './pattern.ts';

/**
 * A person's rhythm (issue 30) as the pacer breathes it: its pace, its phases as parts of one
 * breath (their seconds, so 4-7-8 keeps its exact shares), and the ramp it eases down by.
 */
export function patternOfRhythm(timing: TRhythmTiming, ramp: TRhythmRamp | null): BreathPattern {
  const s = phaseSeconds(timing);
  return {
    bpm: paceOf(timing),
    ratio: [s.inhale, s.exhale],
    holdIn: s.holdIn,
    holdOut: s.holdOut,
    ...(ramp ? { ramp: { fromBpm: ramp.from_pace, seconds: ramp.minutes * 60 } } : {}),
  };
}
