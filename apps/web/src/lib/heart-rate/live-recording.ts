import { BEAT_GAP_MS } from '@resona/contract/heart';
import { FAINT_INDEX } from './rmssd-caution.ts';
import type { PulseQuality } from './camera/pulse-types.ts';
import type { HeartRateEvent, SensorContact, SourceStatus } from './heart-rate-source.ts';

/** What the running screen shows of the source. */
export interface LiveState {
  status: SourceStatus;
  contact: SensorContact | null;
  bpm: number | null;
  battery: number | null;
  /** The camera's signal; null for a strap or the demo. */
  signal: PulseQuality | null;
}

/** A source just chosen: nothing heard from it yet. */
export const CONNECTING: LiveState = {
  status: 'connecting',
  contact: null,
  bpm: null,
  battery: null,
  signal: null,
};

/**
 * A stretch this much longer than the intervals that arrived in it is a gap in the beats (the
 * camera off while the page was hidden, a poor signal, a strap reconnecting), not their
 * notifications' latency, which stays within a second or so. The analysis leaves the breaths it
 * touches out of its block's figures (decision 115).
 */
const GAP_MS = BEAT_GAP_MS;

/**
 * The beats of a live source collected on the protocol's clock: the intervals that arrive after
 * the first inhale, with the time the first of them ended. A gap stays in the recording as one
 * long interval, so the beats after it keep their place against the pacer: the analysis corrects
 * it as an artefact (missed beats), and the signal quality counts it.
 */
export class LiveRecording {
  readonly rrMs: number[] = [];
  firstBeatMs: number | null = null;
  /** Indices in `rrMs` of the intervals that end at a beat a stall hid (decision 123). */
  readonly estimatedBeats: number[] = [];
  /** Intervals that ended while the camera said its pulse was faint (rmssd-caution.ts). */
  faintBeats = 0;
  #faint = false;
  #startedAt: number | null = null;
  /** When the last interval ended, ms after the start, by the intervals' own sum. */
  #lastBeatMs = 0;

  start(at: number): void {
    this.#startedAt = at;
  }

  /** How far the beats have reached, ms after the start (0 before the first). */
  get coveredMs(): number {
    return this.firstBeatMs === null ? 0 : this.#lastBeatMs;
  }

  /** The camera's latest verdict on its signal: the beats after it are faint or not. */
  signal(quality: PulseQuality): void {
    this.#faint = quality.good && quality.index < FAINT_INDEX;
  }

  add(event: Extract<HeartRateEvent, { type: 'beats' }>): void {
    if (this.#startedAt === null || event.rr.length === 0) return;
    // The last interval of a notification ended when it arrived (`at`); the ones before, earlier.
    let rr = event.rr;
    let total = rr.reduce((a, b) => a + b, 0);
    if (this.firstBeatMs === null) {
      // A source that confirms beats late (the camera, by 1.5–2 s) hands over, just after the
      // start, beats that fell before it: they are not the protocol's.
      let ends = event.at - this.#startedAt - total;
      const kept = rr.filter((interval) => (ends += interval) >= 0);
      if (kept.length === 0) return;
      rr = kept;
      total = rr.reduce((a, b) => a + b, 0);
    }
    const firstEnds = event.at - this.#startedAt - total + rr[0]!;
    if (this.firstBeatMs === null) {
      this.firstBeatMs = firstEnds;
      this.#lastBeatMs = firstEnds - rr[0]!;
    }
    const gap = firstEnds - rr[0]! - this.#lastBeatMs;
    if (gap > GAP_MS) this.rrMs.push(Math.round(gap));
    this.rrMs.push(...rr);
    if (event.estimated) this.estimatedBeats.push(this.rrMs.length - 1);
    if (this.#faint) this.faintBeats += rr.length;
    this.#lastBeatMs += (gap > GAP_MS ? Math.round(gap) : 0) + total;
  }
}

export function nextLiveState(state: LiveState, event: HeartRateEvent): LiveState {
  switch (event.type) {
    case 'status':
      // A source reconnecting or gone (a strap out of reach, the camera off while the page is
      // hidden) counts no beats: the last rate shown would be stale.
      return {
        ...state,
        status: event.status,
        bpm: event.status === 'connected' ? state.bpm : null,
      };
    case 'battery':
      return { ...state, battery: event.level };
    case 'beats':
      return { ...state, bpm: event.bpm, contact: event.contact };
    case 'signal':
      // A poor signal reports no beats, so the last rate shown would be stale: it goes.
      return { ...state, signal: event.quality, bpm: event.quality.good ? state.bpm : null };
  }
}
