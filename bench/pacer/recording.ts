import type { TRhythmDefinition } from '@resona/contract';

/**
 * What the benchmark page records during one scenario, as plain arrays so it crosses the
 * Playwright boundary cheaply. Shared by the page (writes it) and the analysis (reads it).
 * All times are performance.now() milliseconds of the page unless the name says otherwise.
 */

/** The pattern under test: 5.5 breaths per minute, inhale:exhale 4:6. */
export const BENCH_PATTERN = { bpm: 5.5, ratio: [4, 6] } as const;

/** Phase codes in the recorded arrays (BENCH_PATTERN has no holds; the box rhythm has both). */
export const PHASE_CODE = { inhale: 0, 'hold-in': 1, exhale: 2, 'hold-out': 3 } as const;

export interface FrameRecord {
  /** `now` handed to the draw listener: the rAF timestamp of the frame. */
  t: number[];
  cycle: number[];
  phase: number[];
  progress: number[];
}

export interface CueRecord {
  /** AudioContext time passed to OscillatorNode.start, s. */
  when: number;
  /** Frequency the tone starts at (inhale tones start low, exhale tones high), Hz. */
  hz: number;
  /** Frequency the tone glides to (inhale rises, exhale falls, holds stay), Hz; null if none. */
  toHz: number | null;
  /** Clocks read at the moment start() was called. */
  perfNow: number;
  ctxTime: number;
  stampCtx: number;
  stampPerf: number;
  /** baseLatency + outputLatency, s. */
  latency: number;
  /** Last stop(when) time, s; a stop before `when` means the cue was cancelled (re-planned). */
  stopAt: number | null;
}

/** getOutputTimestamp() read every animation frame while the context runs. */
export interface ClockSamples {
  perfNow: number[];
  /** Audio time being heard, s. */
  stampCtx: number[];
  /** performance.now() at which it is heard, ms. */
  stampPerf: number[];
}

export interface PageRecording {
  /** The rhythm the page breathed (`?rhythm=`), or null for BENCH_PATTERN. */
  rhythm: TRhythmDefinition | null;
  /** Wall time the engine started: the first performance.now() read inside play(). */
  start: number;
  /** performance.now() just before and just after play(). */
  playBracket: [number, number];
  /** Draw-listener calls made from an animation frame (what each frame shows). */
  frames: FrameRecord;
  /** Draw-listener calls outside animation frames (the hook's 250 ms heartbeat). */
  heartbeatCalls: number;
  /** Timestamps of every animation frame seen by the page's own rAF loop. */
  rafTimes: number[];
  cues: CueRecord[];
  clocks: ClockSamples;
  audio: { state: string; sampleRate: number; baseLatency: number; outputLatency: number } | null;
  chain: {
    start: number;
    /** performance.now() at each timer-chain phase change; index k is boundary k + 1. */
    changes: number[];
    /** What the timer chain draws at each animation frame: boundaries passed and progress. */
    frames: { t: number[]; index: number[]; progress: number[] };
  };
  /**
   * The guide's compositor animation as the main thread saw it at each animation frame: its
   * start time on the document timeline, and how far its time was from the engine's position in
   * the breath (ms, + ahead), after the pacer's own check of that frame.
   */
  guide: { t: number[]; startTime: number[]; error: number[] };
  /** Synthetic long tasks: [start, duration] in ms. */
  longTasks: [number, number][];
  end: number;
  /** Page lifecycle events seen (`freeze 1234.5`, `resume …`, `visibilitychange hidden …`). */
  lifecycle: string[];
  /** With COOP/COEP the clock ticks in 5 µs steps, else 100 µs. */
  crossOriginIsolated: boolean;
}

export interface PageStartOptions {
  longTasks: boolean;
  /** Seed for the long-task generator, so runs are comparable. */
  seed: number;
  /** Long tasks last uniform [min, max] ms, with uniform [gapMin, gapMax] ms between them. */
  longTaskMs: [number, number];
  longTaskGapMs: [number, number];
}

export interface BenchBridge {
  ready: boolean;
  start(options: PageStartOptions): { start: number };
  stop(): PageRecording;
}
