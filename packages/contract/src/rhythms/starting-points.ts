import type { TRhythmTiming } from './rhythm.ts';

/**
 * The rhythms a person starts from (issue 30) and copies to make their own. "My resonance pace"
 * is the person's own pace from calibration or the resonance assessment, breathed as sessions
 * have always been (no timing of its own); it is the default.
 */
export const RHYTHM_STARTING_POINTS = [
  { key: 'resonance', name: 'rhythmStartResonance', timing: null },
  {
    key: 'coherent',
    name: 'rhythmStartCoherent',
    timing: { kind: 'pace', pace: 5.5, inhale_part: 1, exhale_part: 1, hold_in: 0, hold_out: 0 },
  },
  {
    key: 'extended-exhale',
    name: 'rhythmStartExtendedExhale',
    timing: { kind: 'phases', inhale: 4, hold_in: 0, exhale: 6, hold_out: 0 },
  },
  {
    key: 'box',
    name: 'rhythmStartBox',
    timing: { kind: 'phases', inhale: 4, hold_in: 4, exhale: 4, hold_out: 4 },
  },
  {
    key: '4-7-8',
    name: 'rhythmStart478',
    timing: { kind: 'phases', inhale: 4, hold_in: 7, exhale: 8, hold_out: 0 },
  },
] as const satisfies readonly {
  key: string;
  name: string;
  timing: TRhythmTiming | null;
}[];

export type RhythmStartingPoint = (typeof RHYTHM_STARTING_POINTS)[number];
