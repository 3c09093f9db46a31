import { z } from 'zod';
import { RHYTHM_LIMITS as L, isTenths } from './limits.ts';

/**
 * A rhythm (issue 30): how one breath is laid out, in either of the two readings a person may
 * type — the four phases in seconds (4-7-8), or a pace with an inhale:exhale ratio and holds
 * (5.5 breaths a minute, 1:1) — and, when it eases down, the pace it starts from and how long
 * it takes to reach its own. The reading a person typed is the one kept, so 5.5 stays 5.5
 * rather than becoming 5.45 seconds.
 */

type Range = { readonly min: number; readonly max: number };

/** A number in tenths within a range; `message` names the range's rule. */
function tenths(range: Range, message: string) {
  return z
    .number({ error: message })
    .min(range.min, { error: message })
    .max(range.max, { error: message })
    .refine(isTenths, { error: 'rhythmTenths' });
}

const breathSeconds = () => tenths(L.breathSeconds, 'rhythmBreathRange');
const holdSeconds = () => tenths(L.holdSeconds, 'rhythmHoldRange');
const ratioPart = () => tenths(L.ratioPart, 'rhythmRatioRange');

/** The four phases of one breath, in seconds. */
export const ZRhythmPhases = z.object({
  kind: z.literal('phases'),
  inhale: breathSeconds(),
  hold_in: holdSeconds(),
  exhale: breathSeconds(),
  hold_out: holdSeconds(),
});

/** A pace in breaths a minute, split by an inhale:exhale ratio after the holds (seconds). */
export const ZRhythmPace = z.object({
  kind: z.literal('pace'),
  pace: tenths(L.pace, 'rhythmPaceRange'),
  inhale_part: ratioPart(),
  exhale_part: ratioPart(),
  hold_in: holdSeconds(),
  hold_out: holdSeconds(),
});

export const ZRhythmTiming = z.discriminatedUnion('kind', [ZRhythmPhases, ZRhythmPace]);
export type TRhythmTiming = z.infer<typeof ZRhythmTiming>;

/** Starting at `from_pace` breaths a minute, the pace eases down to the rhythm's own. */
export const ZRhythmRamp = z.object({
  from_pace: tenths(L.pace, 'rhythmPaceRange'),
  minutes: tenths(L.rampMinutes, 'rhythmRampRange'),
});
export type TRhythmRamp = z.infer<typeof ZRhythmRamp>;

export interface PhaseSeconds {
  inhale: number;
  holdIn: number;
  exhale: number;
  holdOut: number;
}

/** One breath at the rhythm's own pace, in seconds, whichever reading it was typed in. */
export function phaseSeconds(timing: TRhythmTiming): PhaseSeconds {
  if (timing.kind === 'phases') {
    return {
      inhale: timing.inhale,
      holdIn: timing.hold_in,
      exhale: timing.exhale,
      holdOut: timing.hold_out,
    };
  }
  const breathing = 60 / timing.pace - timing.hold_in - timing.hold_out;
  const parts = timing.inhale_part + timing.exhale_part;
  return {
    inhale: (breathing * timing.inhale_part) / parts,
    holdIn: timing.hold_in,
    exhale: (breathing * timing.exhale_part) / parts,
    holdOut: timing.hold_out,
  };
}

/** Breaths a minute at the rhythm's own pace (4-7-8: 60 / 19 = 3.16). */
export function paceOf(timing: TRhythmTiming) {
  if (timing.kind === 'pace') return timing.pace;
  const s = phaseSeconds(timing);
  return 60 / (s.inhale + s.holdIn + s.exhale + s.holdOut);
}

export interface RhythmProblem {
  path: (string | number)[];
  message: string;
}

/**
 * What the fields' own ranges cannot see: a pace whose breath leaves breathing in or out outside
 * its range once the holds are taken, four phases slower than the slowest pace, and a ramp that
 * would not ease down. The form shows these under the field named by `path`.
 */
export function rhythmProblems(timing: TRhythmTiming, ramp: TRhythmRamp | null): RhythmProblem[] {
  const problems: RhythmProblem[] = [];
  const s = phaseSeconds(timing);
  const inRange = (v: number) => v >= L.breathSeconds.min - 1e-9 && v <= L.breathSeconds.max + 1e-9;
  if (timing.kind === 'pace' && !(inRange(s.inhale) && inRange(s.exhale))) {
    problems.push({ path: ['timing', 'pace'], message: 'rhythmBreathRange' });
  }
  const pace = paceOf(timing);
  if (timing.kind === 'phases' && pace < L.pace.min - 1e-9) {
    problems.push({ path: ['timing', 'inhale'], message: 'rhythmPaceRange' });
  }
  if (ramp && ramp.from_pace <= pace + 1e-9) {
    problems.push({ path: ['ramp', 'from_pace'], message: 'rhythmRampSlower' });
  }
  return problems;
}

/** A rhythm's breathing: its timing and, when it eases down, its ramp. */
export const rhythmFields = { timing: ZRhythmTiming, ramp: ZRhythmRamp.nullable() };

/** rhythmProblems as a schema's refinement, for any object that holds rhythmFields. */
export function checkRhythm(
  { timing, ramp }: { timing: TRhythmTiming; ramp: TRhythmRamp | null },
  ctx: z.RefinementCtx,
) {
  // Fields already refused by their own range say so once; what they imply is not checked.
  if (!ZRhythmTiming.safeParse(timing).success) return;
  const validRamp = ramp && ZRhythmRamp.safeParse(ramp).success ? ramp : null;
  for (const p of rhythmProblems(timing, validRamp)) {
    ctx.addIssue({ code: 'custom', path: p.path, message: p.message });
  }
}

export const ZRhythmDefinition = z.object(rhythmFields).superRefine(checkRhythm);
export type TRhythmDefinition = z.infer<typeof ZRhythmDefinition>;
