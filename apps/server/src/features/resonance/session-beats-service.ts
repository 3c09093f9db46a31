import {
  sessionHeartSummary,
  sessionHeartWave,
  type SessionHeartSummary,
} from '@resona/contract/heart';
import type { THeartSourceKind, TSessionHeart, TSessionHeartDetail } from '@resona/contract';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { findHeartDataConsent } from './queries.ts';
import {
  findOwnHistoryOfView,
  findSessionBeats,
  upsertSessionBeats,
} from './session-beats-queries.ts';

export interface SessionBeatsInput {
  video_views_id: number;
  source: THeartSourceKind;
  breath_bpm: number;
  beat_ms: number[];
  rr_ms: number[];
  estimated_beats?: number[];
}

type Summarised = SessionHeartSummary & {
  historyId: number;
  source: string;
  breathBpm: number;
  estimated: number;
};

function present(row: Summarised): TSessionHeart {
  return {
    exerciseHistoryID: row.historyId,
    source: row.source as TSessionHeart['source'],
    breath_bpm: row.breathBpm,
    beats: row.beats,
    corrected: row.corrected,
    estimated: row.estimated,
    quality_percent: row.qualityPercent,
    mean_swing_bpm: row.meanSwingBpm,
    lf_power_ms2: row.lfPowerMs2,
    rmssd_ms: row.rmssdMs,
  };
}

/**
 * session-beats: the beats of one played exercise, stored with its history row. Whose view it
 * is comes first (another user's is 404 whatever they agreed to), then the agreement (403). The
 * summary is computed here from the beats, with the analysis the player uses live, so a client
 * cannot store figures its beats do not show. `db` is what the idempotent write hands over: its
 * transaction, or the pool when the call came without a key (decision 081).
 */
export async function saveSessionBeats(
  deps: Pick<Deps, 'now'>,
  db: Executor,
  userId: number,
  input: SessionBeatsInput,
) {
  const history = await findOwnHistoryOfView(db, userId, input.video_views_id);
  if (!history) throw notFound();
  if (!(await findHeartDataConsent(db, userId))) {
    throw new AppError('FORBIDDEN', 'heartDataConsentMissing');
  }
  const beats = { beatMs: input.beat_ms, rrMs: input.rr_ms };
  const estimated = input.estimated_beats ?? [];
  const row = await upsertSessionBeats(db, {
    userId,
    historyId: history.id,
    source: input.source,
    breathBpm: input.breath_bpm,
    beatMs: input.beat_ms,
    rrMs: input.rr_ms,
    estimatedBeats: estimated,
    summary: sessionHeartSummary(beats, input.breath_bpm, estimated),
    now: deps.now(),
  });
  return present(row);
}

/** The heart of one of the caller's history rows for its detail, or null without beats. */
export async function findSessionHeart(
  db: Executor,
  userId: number,
  historyId: number,
): Promise<TSessionHeartDetail | null> {
  const row = await findSessionBeats(db, userId, historyId);
  if (!row) return null;
  return { ...present(row), wave: sessionHeartWave({ beatMs: row.beatMs, rrMs: row.rrMs }) };
}
