import { breathClock, type BreathClock } from './breath-clock.ts';
import { PacerEngine } from './engine.ts';
import type { NarrationCue } from './narration-cues.ts';
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

/** Float noise around a breath that starts exactly on a time. */
const EPS_MS = 1e-6;

/** Breaths that start before `ms`: the index of the first breath boundary at or after it. */
export function breathsBefore(clock: BreathClock, ms: number): number {
  const n = clock.breathAt(ms);
  return clock.startOf(n) >= ms - EPS_MS ? n : n + 1;
}

/**
 * The breaths of a pattern that each sound different: those that begin while its pace still
 * eases down (decision 099). Every breath after them has the target's length, so the track
 * renders these one by one as its lead-in and loops the steady breaths after them.
 */
export function leadBreaths(pattern: BreathPattern): number {
  if (!pattern.ramp) return 0;
  return breathsBefore(breathClock(pattern), pattern.ramp.seconds * 1000);
}

/** The same pattern once it has eased down: the breath the track loops. */
export function steadyOf(pattern: BreathPattern): BreathPattern {
  const { ramp: _ramp, ...steady } = pattern;
  return steady;
}

/**
 * How many whole breaths the track holds: the round's (it ends on a breath boundary), or as many
 * as fit in MAX_TRACK_MS. Whole breaths make the loop seamless: its end is the next inhale. A
 * pattern that eases down holds its whole lead-in and at least one steady breath to loop.
 */
export function trackCycles(pattern: BreathPattern, roundMs: number, maxMs = MAX_TRACK_MS) {
  const clock = breathClock(pattern);
  // As session-end.ts ends a round: on the first breath boundary at or after its length.
  const round = Number.isFinite(roundMs) ? breathsBefore(clock, roundMs) : Infinity;
  const fit = Math.max(1, clock.breathAt(maxMs + EPS_MS));
  return Math.max(1, leadBreaths(pattern) + (pattern.ramp ? 1 : 0), Math.min(round, fit));
}

export function trackMs(pattern: BreathPattern, cycles: number): number {
  return breathClock(pattern).startOf(cycles);
}

/**
 * Where a track plays and where it loops: it plays from 0 to `lengthMs` and then again from
 * `loopFromMs` (0 for a steady pace; the end of the lead-in for a pace that eases down).
 */
export interface TrackShape {
  lengthMs: number;
  loopFromMs: number;
}

/** Where the media is for the engine's position `ms` in the track: the lead-in once, then the loop. */
export function mediaPosition(shape: TrackShape, ms: number): number {
  const { lengthMs, loopFromMs } = shape;
  if (ms < loopFromMs) return Math.max(0, ms);
  const loop = lengthMs - loopFromMs;
  return loopFromMs + ((((ms - loopFromMs) % loop) + loop) % loop);
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

/**
 * The media's position `mediaMs` unwrapped to the pass of the loop nearest the engine's position
 * `expectedMs`: their difference is the drift between picture and sound.
 */
export function heardPosition(shape: TrackShape, expectedMs: number, mediaMs: number): number {
  const { lengthMs, loopFromMs } = shape;
  if (mediaMs < loopFromMs) return mediaMs;
  const loop = lengthMs - loopFromMs;
  return loopFromMs + unwrapPosition(expectedMs - loopFromMs, mediaMs - loopFromMs, loop);
}

/** Samples at the track's rate for a time in ms, rounded to the nearest sample. */
export function sampleAt(ms: number, sampleRate: number): number {
  return Math.round((ms * sampleRate) / 1000);
}

/**
 * Where each breath of a track begins, in whole samples, and (last) where the track ends, from
 * when each breath starts in ms. The steady breaths of a track sound the same, so the renderer
 * makes one and copies it to each of these (decision 088); rounding each start on its own keeps
 * every onset within half a sample.
 */
export function breathStarts(
  cycles: number,
  startOf: (breath: number) => number,
  sampleRate: number,
): number[] {
  return Array.from({ length: cycles + 1 }, (_, k) => sampleAt(startOf(k), sampleRate));
}
