/**
 * The fingertip's frames in, beat intervals and a verdict on the signal out: one `push` per
 * frame, in the camera worker. Per frame it only checks the frame and places its red on a
 * 100 Hz grid; every quarter second it looks at the last 8 s as a whole (`pulse-window.ts`:
 * bridged, detrended, band-passed forward and backward, beats found on their steepest upstroke)
 * and confirms the beats that are now 1.5 s in the past, whose surroundings the filters have
 * seen in full, so a beat's time does not move after it is reported.
 *
 * A beat is reported only while the signal is good and nothing untrustworthy (motion, no finger,
 * clipping) lies within 0.6 s before it or 0.4 s after; otherwise it is dropped and counted.
 * After trouble the verdict trusts the signal again only once it has been clean for 2.5 s
 * (pulse-quality.ts); the clean beats of those 2.5 s are held and reported then, or dropped if
 * trouble comes first, so the wait costs no beats (decision 117). A beat whose upstroke the
 * camera did not film — a stall, or a frame or two dropped — is timed where the window's average
 * pulse best fits the frames around it (pulse-template.ts); one a stall hid is counted as
 * corrected, marked `estimated` (RMSSD leaves out the differences it touches, decision 123), and
 * lost only when nothing fits. The next good beat reports the interval from the
 * last reported one, even across a poor stretch: the recording is the sum of its intervals, so
 * leaving the gap out would pull every later beat earlier against the pacer. The contract's
 * correction (Lipponen & Tarvainen, `correctBeats`) splits such an interval as missed beats
 * when it is about two or three, or interpolates over it, on the recording's own clock
 * (decision 102).
 */
import { BadSpans } from './bad-spans.ts';
import { cleanBeats, type TimedBeat } from './beat-rules.ts';
import { FrameResampler, GRID_HZ, GRID_MS } from './frame-resampler.ts';
import { lookAtWindow } from './pulse-window.ts';
import { PulseQualityMonitor, QUALITY_LIMITS, worse } from './pulse-quality.ts';
import { averagePulse, fitPulse } from './pulse-template.ts';
import { RecentFrames } from './recent-frames.ts';
import type { FrameSample, PulseBeat, PulseHint, PulseUpdate } from './pulse-types.ts';

const WINDOW = 8 * GRID_HZ;
const RING = 1024;
/** The window is looked at every quarter second. */
const HOP = GRID_HZ / 4;
/** Fewer than 4 s of grid is too short to tell a pulse. */
const MIN_WINDOW = 4 * GRID_HZ;
/** A beat is confirmed once this far in the past (the filters have seen its surroundings). */
const CONFIRM_MS = 1500;
/** A beat needs this much trustworthy signal before and after it. */
const CLEAN_BEFORE_MS = 600;
const CLEAN_AFTER_MS = 400;
/** A gap between frames this long is a stalled camera, not a dropped frame or two. */
const STALL_MS = 250;
/**
 * A stall costs only the beat whose upstroke it hides (or lies within 50 ms of its edges):
 * the frames on either side are the finger's as ever. A busy phone (or a busy test machine)
 * stalls its camera's frames for a quarter second every second or two; dropping every beat near
 * one lost two beats in three.
 */
const STALL_MARGIN_MS = 50;
/**
 * How far before a stall an upstroke is still timed on the window's straight bridge across it:
 * the pulse band's filters (3.5 Hz) spread the bridge's corner over about this much. On
 * bench/camera-heart's stalls, upstrokes 20–60 ms before a stall came out 13–40 ms early
 * (decision 123); they are marked `estimated` as the beats the stall hid.
 */
const BRIDGE_REACH_MS = 100;
/**
 * Where the frames around an upstroke are further apart than this many of the camera's usual
 * steps (a frame or two dropped), the upstroke on the grid is the resampler's guess, and the beat
 * is timed on the window's average pulse instead (pulse-template.ts).
 */
const GAP_STEPS = 1.5;
/** The stretch around a beat's upstroke where missing frames spoil its timing. */
const UPSTROKE_BEFORE_MS = 150;
const UPSTROKE_AFTER_MS = 100;
/** The same beat seen again in the next look lands within this share of an interval. */
const SAME_BEAT_SHARE = 0.4;

export class PulseAnalyser {
  readonly #resampler = new FrameResampler();
  readonly #red = new Float64Array(RING);
  readonly #quality = new PulseQualityMonitor();
  readonly #bad = new BadSpans();
  /** Stretches with no frames: bridged in the window, but tainting only the beats inside. */
  readonly #stalls = new BadSpans();
  readonly #frames = new RecentFrames();
  /** The window's average pulse (pulse-template.ts), as of the last look that could make one. */
  #template: Float64Array | null = null;
  /** The camera's usual time between frames, ms, as of the last look. */
  #frameStep = NaN;
  #previous: FrameSample | null = null;
  #problem: PulseHint | null = null;
  #nextLook = HOP;
  /** The last beat considered (reported or dropped), and the last reported, ms. */
  #lastSeen = -Infinity;
  #lastReported: number | null = null;
  #lastExtra = -Infinity;
  #artefacts = 0;
  /**
   * Beats timed while the signal was good again but the verdict not yet (the quality's 2.5 s
   * before it trusts the signal again): reported once it does, dropped if a problem comes first.
   */
  #held: Array<{ at: number; estimated: boolean }> = [];

  push(sample: FrameSample): PulseUpdate {
    const previous = this.#previous;
    if (previous && sample.t <= previous.t) return this.#update([]);
    this.#previous = sample;
    const problem = this.#quality.frame(sample);
    if (problem) this.#bad.add(previous?.t ?? sample.t, sample.t);
    if (previous && sample.t - previous.t > STALL_MS) this.#stalls.add(previous.t, sample.t);
    this.#problem = worse(this.#problem, problem);
    this.#frames.add(sample.t, sample.r);
    this.#resampler.push(sample.t, sample.r, (index, value) => {
      this.#red[index % RING] = value;
    });
    if (this.#resampler.next < this.#nextLook) return this.#update([]);
    this.#nextLook = this.#resampler.next + HOP;
    return this.#update(this.#look(sample.t));
  }

  #update(beats: PulseBeat[]): PulseUpdate {
    return { beats, quality: this.#quality.quality(), artefacts: this.#artefacts };
  }

  #look(now: number): PulseBeat[] {
    if (this.#quality.slid()) {
      this.#bad.add(now - QUALITY_LIMITS.motionWindowMs, now);
      this.#problem = worse(this.#problem, 'still');
    }
    const end = this.#resampler.next;
    const length = Math.min(end, WINDOW);
    const start = end - length;
    const startMs = this.#resampler.timeOf(start);
    this.#bad.forget(startMs - CLEAN_BEFORE_MS);
    this.#stalls.forget(startMs - CLEAN_BEFORE_MS);
    this.#frames.forget(startMs - CLEAN_BEFORE_MS);
    const red = new Float64Array(length);
    const bad = new Uint8Array(length);
    for (let i = 0; i < length; i++) {
      red[i] = this.#red[(start + i) % RING]!;
      const t = startMs + i * GRID_MS;
      bad[i] =
        this.#bad.touches(t - GRID_MS, t + GRID_MS) ||
        this.#stalls.touches(t - GRID_MS, t + GRID_MS)
          ? 1
          : 0;
    }
    // The red as the camera gave it, before the window bridges its untrustworthy stretches.
    const raw = red.slice();
    this.#frameStep = this.#frames.typicalStep();
    const look = length >= MIN_WINDOW ? lookAtWindow(red, bad, startMs) : null;
    const problem = this.#problem;
    this.#problem = null;
    const level = this.#previous?.r ?? 0;
    const quality = this.#quality.assess(now, problem, look?.perfusion ?? null, level);
    if (!look) return [];
    const cleaned = cleanBeats(look.beats, look.upstrokeBetween);
    const horizon = this.#resampler.timeOf(end - 1) - CONFIRM_MS;
    const reference = Number.isFinite(cleaned.referenceMs) ? cleaned.referenceMs : 1000;
    for (const extra of cleaned.dropped) {
      if (extra.at > this.#lastExtra + 0.1 * reference && extra.at <= horizon) {
        this.#lastExtra = extra.at;
        this.#artefacts++;
      }
    }
    // A frame or two missing spoils a beat's timing but hardly its shape: only stalls and
    // trouble keep a beat out of the average. A look with too few beats for one keeps the last.
    this.#template =
      averagePulse(
        raw,
        startMs,
        cleaned.beats
          .filter((b) => !b.recovered && !this.#stalled(b) && !this.#spoilt(b))
          .map((b) => b.at),
      ) ?? this.#template;
    const template = this.#template;
    const reported: PulseBeat[] = [];
    const recovering = this.#quality.recoveringSince();
    if (quality.good) {
      for (const { at, estimated } of this.#held) this.#report(at, estimated, reported);
      this.#held = [];
    } else if (recovering === null) {
      // The signal went wrong again before the verdict turned good: what was held is dropped.
      this.#artefacts += this.#held.length;
      this.#held = [];
    }
    for (const beat of cleaned.beats) {
      if (beat.at > horizon || beat.at <= this.#lastSeen + SAME_BEAT_SHARE * reference) continue;
      this.#lastSeen = beat.at;
      if (beat.recovered) this.#artefacts++;
      const holds = recovering !== null && beat.at >= recovering;
      const at =
        (quality.good || holds) && !this.#spoilt(beat) ? this.#timeOf(beat, template) : null;
      // A beat dropped, or one a stall hid and the average pulse placed: both are artefacts.
      const stalled = this.#stalled(beat);
      if (at === null || stalled) this.#artefacts++;
      if (at === null) continue;
      const estimated = stalled || this.#stalls.touches(at - STALL_MARGIN_MS, at + BRIDGE_REACH_MS);
      if (quality.good) this.#report(at, estimated, reported);
      else this.#held.push({ at, estimated });
    }
    return reported;
  }

  #report(at: number, estimated: boolean, reported: PulseBeat[]): void {
    if (this.#lastReported !== null) {
      reported.push({ rr: at - this.#lastReported, at, ...(estimated ? { estimated } : {}) });
    }
    this.#lastReported = at;
  }

  /**
   * When the beat fell: its own steepest upstroke where the camera's frames were there to show it;
   * otherwise where the window's average pulse best fits the frames around it (pulse-template.ts).
   * A stall that hides a beat which nothing fits loses the beat, and the next interval spans it.
   */
  #timeOf(beat: TimedBeat, template: Float64Array | null): number | null {
    if (!this.#gapped(beat)) return beat.at;
    const fitted =
      template &&
      fitPulse(template, this.#frames.times, this.#frames.reds, beat.at, this.#stalled(beat));
    return fitted ?? (this.#stalled(beat) ? null : beat.at);
  }

  /** Frames missing around the beat's upstroke: a stall, or a frame or two dropped. */
  #gapped(beat: TimedBeat): boolean {
    return (
      this.#stalled(beat) ||
      this.#frames.longestGap(beat.at - UPSTROKE_BEFORE_MS, beat.at + UPSTROKE_AFTER_MS) >
        GAP_STEPS * this.#frameStep
    );
  }

  /** Motion, no finger, clipping or the like near the beat: nothing can time it. */
  #spoilt(beat: TimedBeat): boolean {
    return this.#bad.touches(beat.at - CLEAN_BEFORE_MS, beat.at + CLEAN_AFTER_MS);
  }

  /** A stalled camera hid the beat's upstroke. */
  #stalled(beat: TimedBeat): boolean {
    return this.#stalls.touches(beat.at - STALL_MARGIN_MS, beat.at + STALL_MARGIN_MS);
  }
}
