import type { Boundary } from './engine.ts';
import type { Phase } from './pattern.ts';

/**
 * Pure scheduling math for the audio cues, kept apart from the AudioContext so it can be tested.
 *
 * The engine runs on performance.now() (ms); Web Audio plays on AudioContext time (s). An anchor
 * is one simultaneous reading of both clocks; with it, a boundary's engine time maps to the audio
 * time at which its tone must start. The two clocks agree to ~0.05 ms but can jump (10–20 ms
 * steps were seen, PERFORMANCE.md); clock-anchor.ts keeps the anchor honest.
 */

export interface ClockPair {
  /** performance.now() reading, ms. */
  perfMs: number;
  /** AudioContext time heard at that instant, s. */
  audioSec: number;
}

export type ClockAnchor = ClockPair;

/** How far ahead tones are handed to the audio thread; covers long tasks of 250 ms and more. */
export const LOOKAHEAD_MS = 1500;
/** How often the scheduler wakes up; it only schedules, so its own jitter does not matter. */
export const TICK_MS = 100;
/**
 * A cue found this late still plays at once; later than this it is dropped. Lateness only happens
 * at the very start (the first inhale begins on the click, before the AudioContext is running)
 * or after the page was frozen; 250 ms keeps the first tone and drops stale catch-ups.
 */
export const LATE_TOLERANCE_MS = 250;

export interface PlannedCue {
  /** Identity of the boundary: a cue is never scheduled twice for the same key. */
  key: string;
  /** AudioContext time at which the tone starts, s. */
  when: number;
  phase: Phase;
  /** Length of the phase that begins, s (tones are shaped to fit inside it). */
  phaseSec: number;
}

export function cueKey(b: Pick<Boundary, 'cycle' | 'phase'>): string {
  return `${b.cycle}:${b.phase}`;
}

export function toAudioTime(anchor: ClockAnchor, perfMs: number): number {
  return anchor.audioSec + (perfMs - anchor.perfMs) / 1000;
}

/** How far (ms) the anchor's prediction is from a fresh reading of both clocks. */
export function driftMs(anchor: ClockAnchor, fresh: ClockPair): number {
  return Math.abs(toAudioTime(anchor, fresh.perfMs) - fresh.audioSec) * 1000;
}

/** The engine-time window a tick asks boundaries for: a little behind now, LOOKAHEAD ahead. */
export function cueWindow(nowMs: number, lookaheadMs = LOOKAHEAD_MS): [number, number] {
  return [nowMs - LATE_TOLERANCE_MS, nowMs + lookaheadMs];
}

/**
 * Turns boundaries into cues to schedule now. Skips keys already scheduled (windows overlap from
 * tick to tick), starts a slightly late cue immediately, and drops a stale one rather than playing
 * it out of step with the picture.
 */
export function planCues(
  boundaries: readonly Boundary[],
  anchor: ClockAnchor,
  audioNow: number,
  scheduled: ReadonlySet<string> | ReadonlyMap<string, unknown>,
): PlannedCue[] {
  const cues: PlannedCue[] = [];
  for (const b of boundaries) {
    const key = cueKey(b);
    if (scheduled.has(key) || cues.some((c) => c.key === key)) continue;
    let when = toAudioTime(anchor, b.time);
    if (when < audioNow) {
      if ((audioNow - when) * 1000 > LATE_TOLERANCE_MS) continue;
      when = audioNow;
    }
    cues.push({ key, when, phase: b.phase, phaseSec: b.duration / 1000 });
  }
  return cues;
}

/** Forgets keys of cues that started long ago, so the memory stays flat over long sessions. */
export function pruneScheduled(scheduled: Map<string, number>, audioNow: number, keepSec = 30) {
  for (const [key, when] of scheduled) {
    if (when < audioNow - keepSec) scheduled.delete(key);
  }
}

/**
 * Pairs performance.now() with the AudioContext time being heard at that instant, from the
 * browser's output timestamp when it is plausible (heard time at most 1 s behind the render
 * clock, never ahead of it), else from the render clock minus the reported latencies.
 */
export function heardClock(
  nowMs: number,
  currentTime: number,
  latencySec: number,
  stamp: { contextTime?: number; performanceTime?: number } | null,
): ClockPair {
  if (stamp?.contextTime && stamp.performanceTime) {
    const heardNow = stamp.contextTime + (nowMs - stamp.performanceTime) / 1000;
    if (heardNow <= currentTime + 0.005 && heardNow >= currentTime - 1) {
      return { perfMs: nowMs, audioSec: heardNow };
    }
  }
  return { perfMs: nowMs, audioSec: currentTime - latencySec };
}
