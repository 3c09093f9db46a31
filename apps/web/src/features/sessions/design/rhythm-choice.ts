import {
  RHYTHM_STARTING_POINTS,
  type MessageKey,
  type TBreathedRhythm,
  type TRhythm,
} from '@resona/contract';

/**
 * What the design screen offers for the breath (issue 30): "My resonance pace" (id 0, the
 * default: the exercise's own pace, as sessions always were), the starting points (negative ids)
 * and the person's own rhythms (their ids), those that ease down with their ramp.
 */
export interface RhythmChoice {
  id: number;
  /** A message key for a starting point, the person's name for their own. */
  label: { key: MessageKey } | { text: string };
  /** What the session breathes; null for the exercise's own pace. */
  rhythm: TBreathedRhythm | null;
}

export const RESONANCE_PACE = 0;

export function rhythmChoices(own: readonly TRhythm[], nameOf: (key: MessageKey) => string) {
  const starts: RhythmChoice[] = RHYTHM_STARTING_POINTS.map((p, i) => ({
    id: p.timing === null ? RESONANCE_PACE : -i,
    label: { key: p.name },
    rhythm: p.timing ? { name: nameOf(p.name), timing: p.timing, ramp: null } : null,
  }));
  const mine: RhythmChoice[] = own.map((r) => ({
    id: r.rhythm_id,
    label: { text: r.name },
    rhythm: { name: r.name, timing: r.timing, ramp: r.ramp },
  }));
  return [...starts, ...mine];
}
