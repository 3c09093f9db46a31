import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZRequiredId } from '../sessions/content.ts';

/** Beats of one played exercise at most: over two hours at 90 beats a minute. */
export const MAX_SESSION_BEATS = 12_000;
/** A beat's time after the exercise began, at most (six hours). */
export const MAX_BEAT_MS = 6 * 3600_000;
/** An RR interval a heart can have, ms (300 down to 20 beats a minute), as the file reader keeps. */
export const RR_RANGE = { min: 200, max: 3000 } as const;
export const HEART_SOURCE_KINDS = ['bluetooth', 'camera', 'demo'] as const;
export const ZHeartSourceKind = z.enum(HEART_SOURCE_KINDS, { error: 'fieldInvalid' });
export type THeartSourceKind = z.infer<typeof ZHeartSourceKind>;

const invalid = { error: 'fieldInvalid' } as const;

/**
 * POST api/v2/user/session-beats: the heart beats recorded while one exercise of a session
 * played, sent when it ends (through the write queue, with an Idempotency-Key). Refused (403)
 * without the caller's agreement to heart data being collected; another user's view is 404.
 * Sending again for the same view replaces its beats (a looped exercise sends more of them).
 */
export const ZSaveSessionBeatsRequest = z
  .object({
    video_views_id: ZRequiredId.describe('The view (update-history) the beats were recorded in'),
    source: ZHeartSourceKind.describe(
      "Where the beats came from: a Bluetooth sensor, the phone's camera or the demo",
    ),
    breath_bpm: z
      .number(invalid)
      .min(1, invalid)
      .max(30, invalid)
      .describe('The pace breathed, breaths a minute (the swing per breath is read with it)'),
    beat_ms: z
      .array(z.number(invalid).int(invalid).min(0, invalid).max(MAX_BEAT_MS, invalid), invalid)
      .min(2, invalid)
      .max(MAX_SESSION_BEATS, invalid)
      .describe('When each beat fell, ms after the exercise began, never decreasing'),
    rr_ms: z
      .array(z.number(invalid).int(invalid).min(RR_RANGE.min, invalid).max(RR_RANGE.max, invalid))
      .min(2, invalid)
      .max(MAX_SESSION_BEATS, invalid)
      .describe('The RR interval each beat ended, ms; as many as beat_ms'),
    estimated_beats: z
      .array(
        z
          .number(invalid)
          .int(invalid)
          .min(0, invalid)
          .max(MAX_SESSION_BEATS - 1, invalid),
      )
      .max(MAX_SESSION_BEATS, invalid)
      .optional()
      .describe(
        "The camera's beats a stall hid, by index in beat_ms, increasing: RMSSD leaves out the " +
          'differences they touch (decision 123)',
      ),
  })
  .superRefine((body, ctx) => {
    if (!Array.isArray(body.rr_ms) || !Array.isArray(body.beat_ms)) return;
    if (body.rr_ms.length !== body.beat_ms.length) {
      ctx.addIssue({ code: 'custom', path: ['rr_ms'], message: 'fieldInvalid' });
    }
    if (body.beat_ms.some((t, i) => i > 0 && t < body.beat_ms[i - 1]!)) {
      ctx.addIssue({ code: 'custom', path: ['beat_ms'], message: 'fieldInvalid' });
    }
    const estimated = body.estimated_beats ?? [];
    if (estimated.some((b, i) => b >= body.beat_ms.length || (i > 0 && b <= estimated[i - 1]!))) {
      ctx.addIssue({ code: 'custom', path: ['estimated_beats'], message: 'fieldInvalid' });
    }
  });
export type TSaveSessionBeatsRequest = z.input<typeof ZSaveSessionBeatsRequest>;

/** A session's heart figures, computed by the server from its beats (decision 085). */
export const ZSessionHeart = z.object({
  exerciseHistoryID: z.number().int(),
  source: ZHeartSourceKind,
  breath_bpm: z.number(),
  beats: z.number().int(),
  /** Beats the artefact correction changed. */
  corrected: z.number().int(),
  /** The camera's beats a stall hid, left out of RMSSD (decision 123). */
  estimated: z.number().int(),
  /** Share of beats that needed no correction, 0–100. */
  quality_percent: z.number(),
  /** Mean peak-to-trough heart-rate swing per breath, beats a minute. */
  mean_swing_bpm: z.number().nullable(),
  /** Power of the RR series in the LF band (0.04–0.15 Hz), ms². */
  lf_power_ms2: z.number().nullable(),
  rmssd_ms: z.number().nullable(),
});
export type TSessionHeart = z.infer<typeof ZSessionHeart>;

export const ZSaveSessionBeatsResponse = ZEnvelope(ZSessionHeart);
export type TSaveSessionBeatsResponse = z.infer<typeof ZSaveSessionBeatsResponse>;

/** The history detail's heart: the summary and heart rate across the session for a chart. */
export const ZSessionHeartDetail = ZSessionHeart.extend({
  /** Heart rate, beats a minute, at even steps across the session (at most 300). */
  wave: z.array(z.number()),
});
export type TSessionHeartDetail = z.infer<typeof ZSessionHeartDetail>;
