import { and, eq, sql } from 'drizzle-orm';
import type { SessionHeartSummary } from '@resona/contract/heart';
import type { Executor } from '../../db/client.ts';
import { exerciseHistory, sessionBeats } from '../../db/schema/index.ts';

/** The caller's history row of a view, or undefined (unknown, or another user's). */
export async function findOwnHistoryOfView(db: Executor, userId: number, viewId: number) {
  const [row] = await db
    .select({ id: exerciseHistory.id })
    .from(exerciseHistory)
    .where(and(eq(exerciseHistory.videoViewsId, viewId), eq(exerciseHistory.userId, userId)))
    .limit(1);
  return row;
}

export interface StoredBeats {
  userId: number;
  historyId: number;
  source: string;
  breathBpm: number;
  beatMs: number[];
  rrMs: number[];
  /** The camera's beats a stall hid, by index in beatMs (decision 123). */
  estimatedBeats: number[];
  summary: SessionHeartSummary;
  now: Date;
}

const SUMMARY_COLUMNS = {
  historyId: sessionBeats.historyId,
  source: sessionBeats.source,
  breathBpm: sessionBeats.breathBpm,
  beats: sessionBeats.beats,
  corrected: sessionBeats.corrected,
  estimated: sql<number>`cardinality(${sessionBeats.estimatedBeats})`.mapWith(Number),
  qualityPercent: sessionBeats.qualityPercent,
  meanSwingBpm: sessionBeats.meanSwingBpm,
  lfPowerMs2: sessionBeats.lfPowerMs2,
  rmssdMs: sessionBeats.rmssdMs,
};

/** One statement: a view sent again (a looped exercise) replaces its beats and summary. */
export async function upsertSessionBeats(db: Executor, beats: StoredBeats) {
  const values = {
    source: beats.source,
    breathBpm: beats.breathBpm,
    beatMs: beats.beatMs,
    rrMs: beats.rrMs,
    estimatedBeats: beats.estimatedBeats,
    ...beats.summary,
    updatedAt: beats.now,
  };
  const [row] = await db
    .insert(sessionBeats)
    .values({ ...values, userId: beats.userId, historyId: beats.historyId, createdAt: beats.now })
    .onConflictDoUpdate({ target: sessionBeats.historyId, set: values })
    .returning(SUMMARY_COLUMNS);
  return row!;
}

/** The caller's beats of one history row, with their summary, or undefined. */
export async function findSessionBeats(db: Executor, userId: number, historyId: number) {
  const [row] = await db
    .select({ ...SUMMARY_COLUMNS, beatMs: sessionBeats.beatMs, rrMs: sessionBeats.rrMs })
    .from(sessionBeats)
    .where(and(eq(sessionBeats.historyId, historyId), eq(sessionBeats.userId, userId)));
  return row;
}
