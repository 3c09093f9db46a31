import { z } from 'zod';
import {
  ZBreathedRhythm,
  ZExercise,
  ZSessionLength,
  type TBreathedRhythm,
  type TExercise,
  type TSessionLength,
} from '@resona/contract';
import { storage } from './storage.ts';

/**
 * The session in progress, from Start to the after rating: the exercise list found by Start, the
 * exercise playing, and what the after-rating summary needs. In localStorage under the
 * `resona.cache.` prefix, so a reload keeps it and signing out clears it.
 */
const KEY = 'resona.cache.current_session';

const ZPlayed = z.object({
  exercise_id: z.number().int(),
  bpm: z.number(),
  seconds: z.number(),
});

const ZCurrentSession = z.object({
  exercises: z.array(ZExercise).min(1),
  index: z.number().int().min(0),
  /** The last view record (update-history), which the after rating belongs to. */
  video_views_id: z.number().int().nullable(),
  /** The queued update-history write of that view while its id is not known (offline). */
  history_write: z.string().nullable().optional(),
  /** Breathing time per view, for the summary's duration and average pace. */
  played: z.array(ZPlayed),
  /** The person's own rhythm chosen on the design screen (issue 30); null: the exercise's pace. */
  rhythm: ZBreathedRhythm.nullable().default(null),
  /**
   * How long the person chose to breathe (issue 30): a number of breaths, or open-ended until
   * they stop; null: as the design's time says.
   */
  length: ZSessionLength.nullable().default(null),
});
export type CurrentSession = z.infer<typeof ZCurrentSession>;
export type PlayedPart = z.infer<typeof ZPlayed>;

export function readCurrentSession(): CurrentSession | null {
  const raw = storage.get(KEY);
  if (!raw) return null;
  try {
    const parsed = ZCurrentSession.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    const session = parsed.data;
    return session.index < session.exercises.length ? session : { ...session, index: 0 };
  } catch {
    return null;
  }
}

function write(session: CurrentSession): void {
  storage.set(KEY, JSON.stringify(session));
}

/** Start: a new session with the exercises found. */
export function startCurrentSession(
  exercises: readonly TExercise[],
  rhythm: TBreathedRhythm | null = null,
  length: TSessionLength | null = null,
): void {
  write({ exercises: [...exercises], index: 0, video_views_id: null, played: [], rhythm, length });
}

export function updateCurrentSession(patch: (session: CurrentSession) => CurrentSession): void {
  const session = readCurrentSession();
  if (session) write(patch(session));
}

export function clearCurrentSession(): void {
  storage.remove(KEY);
}

export function currentExercise(session: CurrentSession | null): TExercise | null {
  return session?.exercises[session.index] ?? session?.exercises[0] ?? null;
}
