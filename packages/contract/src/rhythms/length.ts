import { z } from 'zod';
import { breathsAt, timeAtBreaths, type RhythmSchedule } from './schedule.ts';

/** How long a session of a rhythm lasts (issue 30): minutes (as the designs have it), breaths, or open. */
export const SESSION_LENGTH_LIMITS = {
  minutes: { min: 1, max: 120 },
  breaths: { min: 1, max: 1000 },
} as const;

export const ZSessionLength = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('minutes'),
    minutes: z
      .number({ error: 'sessionMinutesRange' })
      .int({ error: 'sessionMinutesRange' })
      .min(SESSION_LENGTH_LIMITS.minutes.min, { error: 'sessionMinutesRange' })
      .max(SESSION_LENGTH_LIMITS.minutes.max, { error: 'sessionMinutesRange' }),
  }),
  z.object({
    kind: z.literal('breaths'),
    breaths: z
      .number({ error: 'sessionBreathsRange' })
      .int({ error: 'sessionBreathsRange' })
      .min(SESSION_LENGTH_LIMITS.breaths.min, { error: 'sessionBreathsRange' })
      .max(SESSION_LENGTH_LIMITS.breaths.max, { error: 'sessionBreathsRange' }),
  }),
  z.object({ kind: z.literal('open') }),
]);
export type TSessionLength = z.infer<typeof ZSessionLength>;

/**
 * The whole breaths a session holds; null when it is open-ended. A timed session ends at the end
 * of the breath under way when its time is up, never mid-breath (decision 099), so it runs at
 * most one breath over.
 */
export function sessionBreaths(r: RhythmSchedule, length: TSessionLength): number | null {
  if (length.kind === 'open') return null;
  if (length.kind === 'breaths') return length.breaths;
  // A breath that ends within a microsecond of the time counts as ended then.
  return Math.max(1, Math.ceil(breathsAt(r, length.minutes * 60) - 1e-9));
}

/** How long a session lasts in seconds, to the end of its last breath; null when open-ended. */
export function sessionSeconds(r: RhythmSchedule, length: TSessionLength): number | null {
  const breaths = sessionBreaths(r, length);
  return breaths === null ? null : timeAtBreaths(r, breaths);
}
