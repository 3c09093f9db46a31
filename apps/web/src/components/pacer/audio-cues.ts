import { ClockAnchorFilter } from './clock-anchor.ts';
import type { Boundary } from './engine.ts';
import { TICK_MS, cueWindow, heardClock, planCues, pruneScheduled } from './cue-plan.ts';
import type { ClockPair, PlannedCue } from './cue-plan.ts';
import { scheduleTone } from './tone-graph.ts';

/**
 * Web Audio look-ahead scheduler. A timer wakes every ~100 ms and hands the audio thread every
 * tone due in the next 1.5 s, stamped on AudioContext time. The timer may be late by hundreds of
 * ms (long tasks, background tabs) without any tone being late: the audio thread plays them.
 * The math lives in cue-plan.ts; this file only talks to the AudioContext.
 */

export interface AudioCueOptions {
  /** Boundaries in [t0, t1) on the performance.now() clock; usually engine.boundariesBetween. */
  boundaries: (t0: number, t1: number) => Boundary[];
  /** Master volume 0..1. */
  volume?: number;
  muted?: boolean;
}

interface Voice {
  key: string;
  when: number;
  osc: OscillatorNode;
  gain: GainNode;
}

/** Cues that start this soon are left alone when re-planning: replacing them could click. */
const REPLAN_MARGIN_SEC = 0.05;

export class AudioCueScheduler {
  readonly #options: AudioCueOptions;
  #ctx: AudioContext | null = null;
  #master: GainNode | null = null;
  #timer: ReturnType<typeof setInterval> | null = null;
  readonly #clock = new ClockAnchorFilter();
  /** key → audio start time of every cue handed to the audio thread. */
  readonly #scheduled = new Map<string, number>();
  #voices: Voice[] = [];
  #muted: boolean;

  constructor(options: AudioCueOptions) {
    this.#options = { ...options };
    this.#muted = options.muted ?? false;
  }

  get muted(): boolean {
    return this.#muted;
  }

  /** Starts (or resumes) scheduling. Call from a user gesture so the browser lets audio play. */
  async start(): Promise<void> {
    const ctx = this.#context();
    if (!ctx) return;
    if (ctx.state === 'suspended') await ctx.resume().catch(() => undefined);
    this.#timer ??= setInterval(() => this.tick(), TICK_MS);
    this.tick();
  }

  /** Stops scheduling and silences everything pending (pause). Sounding tones fade out. */
  stop(): void {
    if (this.#timer !== null) clearInterval(this.#timer);
    this.#timer = null;
    this.invalidate(0);
  }

  /**
   * Forgets and cancels every cue that has not started, to be planned again from the engine
   * (after a pace change). With margin 0, sounding tones are faded out as well.
   */
  invalidate(marginSec = REPLAN_MARGIN_SEC): void {
    const ctx = this.#ctx;
    if (!ctx) return;
    const now = ctx.currentTime;
    this.#voices = this.#voices.filter((v) => {
      const keep = marginSec > 0 && v.when <= now + marginSec;
      if (keep) return true;
      this.#silence(v, now);
      this.#scheduled.delete(v.key);
      return false;
    });
  }

  /** Cancels everything and forgets every cue played (the engine was replaced). */
  reset(): void {
    this.invalidate(0);
    this.#scheduled.clear();
    this.tick();
  }

  setVolume(volume: number): void {
    this.#options.volume = Math.min(1, Math.max(0, volume));
    this.#applyVolume();
  }

  setMuted(muted: boolean): void {
    this.#muted = muted;
    this.#applyVolume();
  }

  #applyVolume(): void {
    const ctx = this.#ctx;
    if (!ctx || !this.#master) return;
    // A short exponential approach, not a jump, so muting mid-tone does not click.
    this.#master.gain.cancelScheduledValues(ctx.currentTime);
    this.#master.gain.setTargetAtTime(this.#volume(), ctx.currentTime, 0.03);
  }

  async dispose(): Promise<void> {
    this.stop();
    const ctx = this.#ctx;
    this.#ctx = null;
    this.#master = null;
    this.#clock.clear();
    await ctx?.close().catch(() => undefined);
  }

  /** One scheduling pass; the timer calls it, and it is safe to call at any time. */
  tick(): void {
    const ctx = this.#ctx;
    if (this.#timer === null) return; // stopped (paused): nothing may be queued
    // A suspended context's clock stands still: tones queued now would all burst on resume.
    if (!ctx || ctx.state !== 'running') return;
    const fresh = readClocks(ctx);
    // Cues planned on an anchor that moved are off by the move: plan them again.
    if (this.#clock.update(fresh)) this.invalidate();
    const anchor = this.#clock.anchor ?? fresh;
    const [t0, t1] = cueWindow(fresh.perfMs);
    const boundaries = this.#options.boundaries(t0, t1);
    // currentTime, not the anchor's heard time: nothing can be scheduled before the render point.
    for (const cue of planCues(boundaries, anchor, ctx.currentTime, this.#scheduled)) {
      this.#play(ctx, cue);
      this.#scheduled.set(cue.key, cue.when);
    }
    pruneScheduled(this.#scheduled, ctx.currentTime);
  }

  #volume(): number {
    return this.#muted ? 0 : (this.#options.volume ?? 0.25);
  }

  #context(): AudioContext | null {
    if (this.#ctx) return this.#ctx;
    if (typeof AudioContext === 'undefined') return null;
    const ctx = new AudioContext({ latencyHint: 'interactive' });
    const master = ctx.createGain();
    master.gain.value = this.#volume();
    master.connect(ctx.destination);
    this.#ctx = ctx;
    this.#master = master;
    return ctx;
  }

  #play(ctx: AudioContext, cue: PlannedCue): void {
    if (!this.#master) return;
    const { osc, gain } = scheduleTone(ctx, this.#master, cue.when, cue.phase, cue.phaseSec);
    const voice: Voice = { key: cue.key, when: cue.when, osc, gain };
    osc.onended = () => {
      gain.disconnect();
      this.#voices = this.#voices.filter((v) => v !== voice);
    };
    this.#voices.push(voice);
  }

  #silence(voice: Voice, now: number): void {
    const { gain, osc } = voice;
    if (voice.when > now) {
      // Not started yet: it never will. Disconnecting also covers engines where stop() < start().
      gain.disconnect();
      safeStop(osc, now);
      return;
    }
    gain.gain.cancelScheduledValues(now);
    gain.gain.setValueAtTime(gain.gain.value, now);
    gain.gain.linearRampToValueAtTime(0, now + 0.03);
    safeStop(osc, now + 0.04);
  }
}

/**
 * One simultaneous reading of both clocks. getOutputTimestamp pairs the context time being heard
 * with the performance.now() at which it is heard, so tones land with the picture at the speaker
 * (output latency included; Bluetooth adds 100–300 ms).
 */
function readClocks(ctx: AudioContext): ClockPair {
  const stamp = typeof ctx.getOutputTimestamp === 'function' ? ctx.getOutputTimestamp() : null;
  const latency = (ctx.baseLatency || 0) + (ctx.outputLatency || 0);
  return heardClock(performance.now(), ctx.currentTime, latency, stamp);
}

/** Older Safari throws when stop() is called a second time; the node is silent either way. */
function safeStop(osc: OscillatorNode, when: number): void {
  try {
    osc.stop(when);
  } catch {
    // already stopped
  }
}
