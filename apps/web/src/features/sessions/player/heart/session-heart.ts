import { MAX_SESSION_BEATS, RR_RANGE } from '@resona/contract';
import { breathSwing, correctBeats, heartRateSeries } from '@resona/contract/heart';
import type { HeartRateEvent } from '../../../../lib/heart-rate/heart-rate-source.ts';

/** How much of the recent past the live wave shows, and how finely. */
export const WAVE_SECONDS = 30;
const WAVE_HZ = 4;
/** The signal's artefact share is read over the last two minutes or so of beats. */
const QUALITY_BEATS = 120;

export interface LiveHeart {
  /** Heart rate, beats a minute, at 4 Hz over the last 30 s (less at first). */
  heartRate: number[];
  /** The breath the guide asked for at the same moments, 0..1. */
  breath: number[];
  /** Peak-to-trough swing within the last breath, beats a minute; null until a breath is covered. */
  swingBpm: number | null;
  /** Share of the recent beats the artefact correction had to change, 0..100. */
  artefactPercent: number | null;
}

export interface ViewBeats {
  /** ms after the view began. */
  beat_ms: number[];
  rr_ms: number[];
  /** The camera's beats a stall hid, by index in beat_ms; absent when there are none. */
  estimated_beats?: number[];
}

/**
 * The beats of a session as they arrive, on the page's clock (performance.now()), whichever
 * source sends them: what the player draws live and what each played exercise sends with its
 * end. Pure: the player hands it the time, the breath and the pace.
 */
export class SessionHeart {
  readonly #times: number[] = [];
  readonly #rr: number[] = [];
  /** Indices of the beats a stall hid from the camera (decision 123). */
  readonly #estimated = new Set<number>();

  get count(): number {
    return this.#rr.length;
  }

  add(event: Extract<HeartRateEvent, { type: 'beats' }>): void {
    // The last interval of a notification ended when it arrived; the ones before it, earlier.
    let at = event.at;
    const times: number[] = [];
    for (let i = event.rr.length - 1; i >= 0; i--) {
      times.unshift(at);
      at -= event.rr[i]!;
    }
    const last = this.#times.at(-1) ?? Number.NEGATIVE_INFINITY;
    times.forEach((time, i) => {
      this.#times.push(Math.max(time, last));
      this.#rr.push(event.rr[i]!);
    });
    // The mark is the event's last beat's.
    if (event.estimated) this.#estimated.add(this.#rr.length - 1);
  }

  /** What the player shows at `now`: the wave, the last breath's swing, the artefact share. */
  live(now: number, periodMs: number, breathAt: (time: number) => number): LiveHeart {
    const beats = { beatMs: this.#times, rrMs: this.#rr };
    const from = Math.max(now - WAVE_SECONDS * 1000, (this.#times[0] ?? now) - (this.#rr[0] ?? 0));
    const heartRate = Array.from(
      heartRateSeries(beats, from, now, WAVE_HZ),
      (v) => Math.round(v * 10) / 10,
    );
    const breath = heartRate.map((_, i) => breathAt(from + (i * 1000) / WAVE_HZ));
    const recent = this.#rr.slice(-QUALITY_BEATS);
    const corrected = recent.length >= 10 ? correctBeats(recent) : null;
    return {
      heartRate,
      breath,
      swingBpm: breathSwing(beats, periodMs, now),
      artefactPercent: corrected ? Math.round((100 - corrected.qualityPercent) * 10) / 10 : null,
    };
  }

  /**
   * The beats that fell from `from` to `to` as a played exercise sends them: ms after `from`,
   * whole ms, intervals no heart has left out, at most MAX_SESSION_BEATS (the first ones), and
   * which of them a stall hid from the camera. Null under two beats.
   */
  beatsBetween(from: number, to: number): ViewBeats | null {
    const out: ViewBeats = { beat_ms: [], rr_ms: [] };
    const estimated: number[] = [];
    for (let i = 0; i < this.#times.length && out.rr_ms.length < MAX_SESSION_BEATS; i++) {
      const time = this.#times[i]!;
      const rr = Math.round(this.#rr[i]!);
      if (time < from || time > to || rr < RR_RANGE.min || rr > RR_RANGE.max) continue;
      if (this.#estimated.has(i)) estimated.push(out.rr_ms.length);
      out.beat_ms.push(Math.round(time - from));
      out.rr_ms.push(rr);
    }
    if (estimated.length) out.estimated_beats = estimated;
    return out.rr_ms.length >= 2 ? out : null;
  }
}
