import { RHYTHM_STARTING_POINTS, type MessageKey, type TBreathedRhythm } from '@resona/contract';

/**
 * What the researcher picks for a program item's breath (decision 101): the participant's own
 * pace (the default, as items always were), one of the starting points, or four phases typed in
 * seconds under a name of the researcher's, which may ease down from a faster pace.
 */
export const OWN_PACE = 'own';
export const TYPED = 'typed';

/** The starting points a program can fix: all but "My resonance pace", which is the own pace. */
export const PROGRAM_STARTING_POINTS = RHYTHM_STARTING_POINTS.flatMap((p) =>
  p.timing ? [{ key: p.key, name: p.name, timing: p.timing }] : [],
);

export interface RhythmDraft {
  /** OWN_PACE, TYPED or a starting point's key. */
  choice: string;
  name: string;
  inhale: string;
  holdIn: string;
  exhale: string;
  holdOut: string;
  /** Both empty: no ramp. */
  fromPace: string;
  rampMinutes: string;
}

export const emptyRhythmDraft = (): RhythmDraft => ({
  choice: OWN_PACE,
  name: '',
  inhale: '',
  holdIn: '0',
  exhale: '',
  holdOut: '0',
  fromPace: '',
  rampMinutes: '',
});

/** A number as typed, a comma for the point allowed; empty or not a number is NaN (refused). */
export function numberOf(typed: string): number {
  const text = typed.trim().replace(',', '.');
  return text === '' ? Number.NaN : Number(text);
}

/**
 * The item's rhythm as the contract reads it (the server checks it): null for the own pace, a
 * starting point under its name in the researcher's language, or the phases typed and the ramp
 * when either of its fields is filled in.
 */
export function rhythmOf(
  draft: RhythmDraft,
  nameOf: (key: MessageKey) => string,
): TBreathedRhythm | null {
  if (draft.choice === OWN_PACE) return null;
  if (draft.choice === TYPED) {
    return {
      name: draft.name,
      timing: {
        kind: 'phases',
        inhale: numberOf(draft.inhale),
        hold_in: numberOf(draft.holdIn),
        exhale: numberOf(draft.exhale),
        hold_out: numberOf(draft.holdOut),
      },
      ramp:
        draft.fromPace.trim() === '' && draft.rampMinutes.trim() === ''
          ? null
          : { from_pace: numberOf(draft.fromPace), minutes: numberOf(draft.rampMinutes) },
    };
  }
  const start = PROGRAM_STARTING_POINTS.find((p) => p.key === draft.choice);
  return start ? { name: nameOf(start.name), timing: start.timing, ramp: null } : null;
}
