import { paceOf, phaseSeconds, type TBreathedRhythm } from '@resona/contract';
import { column as col, type Column } from '../../../lib/columns.ts';

/**
 * The rhythm a play was breathed in (issue 30), as columns of the sessions export: its name, one
 * breath at its own pace in seconds, that pace, and the ramp it eased down by. All empty when the
 * play followed the exercise's own pace, as plays before rhythms did.
 */
type WithRhythm = Record<string, unknown>;

const rhythmOf = (r: WithRhythm) => (r['rhythm'] ?? null) as TBreathedRhythm | null;
/** Seconds and paces to a hundredth: a tenth is what a person types, 5.5 breaths a minute is 5.45 s. */
const hundredths = (v: number) => Math.round(v * 100) / 100;

const seconds = (pick: (s: ReturnType<typeof phaseSeconds>) => number) => (r: WithRhythm) => {
  const rhythm = rhythmOf(r);
  return rhythm ? hundredths(pick(phaseSeconds(rhythm.timing))) : null;
};

const EMPTY = 'Empty when the play followed the exercise’s own pace (no rhythm of the person’s).';

export function rhythmColumns<R extends WithRhythm>(): Column<R>[] {
  return [
    col(
      'rhythm',
      'text',
      'The person’s own rhythm the play was breathed in, by its name then',
      (r) => rhythmOf(r)?.name ?? null,
      { note: EMPTY },
    ),
    col(
      'rhythm_inhale_s',
      'number',
      'Breathing in, at the rhythm’s own pace',
      seconds((s) => s.inhale),
      { unit: 'seconds' },
    ),
    col(
      'rhythm_hold_in_s',
      'number',
      'The hold after breathing in',
      seconds((s) => s.holdIn),
      { unit: 'seconds' },
    ),
    col(
      'rhythm_exhale_s',
      'number',
      'Breathing out, at the rhythm’s own pace',
      seconds((s) => s.exhale),
      { unit: 'seconds' },
    ),
    col(
      'rhythm_hold_out_s',
      'number',
      'The hold after breathing out',
      seconds((s) => s.holdOut),
      { unit: 'seconds' },
    ),
    col(
      'rhythm_pace',
      'number',
      'The rhythm’s own pace',
      (r) => {
        const rhythm = rhythmOf(r);
        return rhythm ? hundredths(paceOf(rhythm.timing)) : null;
      },
      { unit: 'breaths per minute' },
    ),
    col(
      'rhythm_ramp_from_pace',
      'number',
      'The pace it eased down from, when it did',
      (r) => rhythmOf(r)?.ramp?.from_pace ?? null,
      { unit: 'breaths per minute', note: 'Empty when the pace did not ease down.' },
    ),
    col(
      'rhythm_ramp_minutes',
      'number',
      'How long it took to ease down to its own pace',
      (r) => rhythmOf(r)?.ramp?.minutes ?? null,
      { unit: 'minutes' },
    ),
  ];
}
