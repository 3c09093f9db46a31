import type { HeartRateEvent, SensorContact, SourceStatus } from './heart-rate-source.ts';

/** What the running screen shows of the source. */
export interface LiveState {
  status: SourceStatus;
  contact: SensorContact | null;
  bpm: number | null;
  battery: number | null;
}

/**
 * The beats of a live source collected on the protocol's clock: the intervals that arrive after
 * the first inhale, with the time the first of them ended.
 */
export class LiveRecording {
  readonly rrMs: number[] = [];
  firstBeatMs: number | null = null;
  #startedAt: number | null = null;

  start(at: number): void {
    this.#startedAt = at;
  }

  add(event: Extract<HeartRateEvent, { type: 'beats' }>): void {
    if (this.#startedAt === null || event.rr.length === 0) return;
    if (this.firstBeatMs === null) {
      // The last interval of a notification ended when it arrived; the ones before, earlier.
      const later = event.rr.slice(1).reduce((a, b) => a + b, 0);
      this.firstBeatMs = event.at - this.#startedAt - later;
    }
    this.rrMs.push(...event.rr);
  }
}

export function nextLiveState(state: LiveState, event: HeartRateEvent): LiveState {
  switch (event.type) {
    case 'status':
      return { ...state, status: event.status };
    case 'battery':
      return { ...state, battery: event.level };
    case 'beats':
      return { ...state, bpm: event.bpm, contact: event.contact };
  }
}
