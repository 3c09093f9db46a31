import { PacerEngine } from './engine.ts';
import type { NarrationCue } from './narration-cues.ts';
import { layoutOf } from './pattern.ts';
import type { BreathPattern, Phase } from './pattern.ts';

/**
 * What a session's track holds, as numbers (decision 074): the same boundaries the engine gives
 * the picture, each with its tone and its spoken clip. Pure, so it is tested without a browser;
 * track-render.ts turns it into sound.
 */

/** The voice a session asks for: "Guided voice" says the phase, "Gentle counting" counts. */
export type VoiceStyle = 'guided' | 'counting';

export interface TrackEvent {
  /** Time from the start of the track, ms. */
  atMs: number;
  phase: Phase;
  /** Length of the phase that begins, ms (the tone is shaped to fit inside it). */
  phaseMs: number;
  /** The spoken clip at this phase start, if any. */
  clip: NarrationCue | null;
}

export function clipFor(style: VoiceStyle | null, phase: Phase): NarrationCue | null {
  if (style === null) return null;
  if (phase === 'inhale') return style === 'counting' ? 'countIn' : 'inhale';
  if (phase === 'exhale') return style === 'counting' ? 'countOut' : 'exhale';
  return null;
}

/** Every phase start in [fromMs, toMs) of a track that begins with an inhale at 0. */
export function trackEvents(
  pattern: BreathPattern,
  style: VoiceStyle | null,
  fromMs: number,
  toMs: number,
): TrackEvent[] {
  return new PacerEngine(pattern, 0).boundariesBetween(fromMs, toMs).map((b) => ({
    atMs: b.time,
    phase: b.phase,
    phaseMs: b.duration,
    clip: clipFor(style, b.phase),
  }));
}

/**
 * The longest track a session plays, ms. A round of a few minutes is rendered whole; longer and
 * unlimited sessions loop a track of whole breaths, so memory stays under ~12 MB at 16 kHz and a
 * track is ready in well under a second whatever the session's length.
 */
export const MAX_TRACK_MS = 6 * 60_000;

/**
 * How many whole breaths the track holds: the round's (it ends on a breath boundary), or as many
 * as fit in MAX_TRACK_MS. Whole breaths make the loop seamless: its end is the next inhale.
 */
export function trackCycles(pattern: BreathPattern, roundMs: number, maxMs = MAX_TRACK_MS) {
  const { period } = layoutOf(pattern);
  // As session-end.ts ends a round: on the first breath boundary at or after its length.
  const round = Number.isFinite(roundMs) ? Math.ceil(roundMs / period - 1e-9) : Infinity;
  return Math.max(1, Math.min(round, Math.floor(maxMs / period)));
}

export function trackMs(pattern: BreathPattern, cycles: number): number {
  return cycles * layoutOf(pattern).period;
}

/**
 * Where in a looping track of `lengthMs` the engine's position `expectedMs` falls, given the
 * media's own position `mediaMs` (0..length): the media's position unwrapped to the loop nearest
 * the engine's. Their difference is the drift between picture and sound, within half a loop.
 */
export function unwrapPosition(expectedMs: number, mediaMs: number, lengthMs: number): number {
  const loops = Math.round((expectedMs - mediaMs) / lengthMs);
  return loops * lengthMs + mediaMs;
}

/** Samples at the track's rate for a time in ms, rounded to the nearest sample. */
export function sampleAt(ms: number, sampleRate: number): number {
  return Math.round((ms * sampleRate) / 1000);
}

/**
 * Where each breath of a track begins, in whole samples, and (last) where the track ends. Every
 * breath of a track sounds the same, so the renderer makes one and copies it to each of these
 * (decision 088); rounding each start on its own keeps every onset within half a sample.
 */
export function breathStarts(cycles: number, periodMs: number, sampleRate: number): number[] {
  return Array.from({ length: cycles + 1 }, (_, k) => sampleAt(k * periodMs, sampleRate));
}
