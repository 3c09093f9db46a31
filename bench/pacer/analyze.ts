import { PacerEngine } from '../../apps/web/src/components/pacer/engine.ts';
import type { Boundary } from '../../apps/web/src/components/pacer/engine.ts';
import { layoutOf } from '../../apps/web/src/components/pacer/pattern.ts';
import type { Phase, PhaseSlot } from '../../apps/web/src/components/pacer/pattern.ts';
import { linearFit, maxAbs, mean, meanAbs, round } from '../lib/stats.ts';
import type { CompositorFrames } from './compositor-frames.ts';
import { BENCH_PATTERN, PHASE_CODE } from './recording.ts';
import type { ClockSamples, CueRecord, PageRecording } from './recording.ts';
import {
  agreesWithPosition,
  breathsAt,
  breathsStartedBy,
  closedFormBoundaries,
  drawnTimeByOnsets,
  drawnTimeByShares,
  scheduleOf,
} from './rhythms.ts';
import type { IdealBoundary, RhythmSchedule } from './rhythms.ts';

/**
 * Turns one scenario's page recording into figures. For BENCH_PATTERN the ideal schedule is the
 * engine's closed form for an engine started at the recorded start time and never paused,
 * cross-checked against the formula written out here (period = 60 000 / bpm, inhale = 4/10 of
 * it). For a rhythm (issue 30) it is the contract's closed form (rhythms/schedule.ts), which the
 * engine is not asked about: phase starts from `breathCues`, the drawn breath against
 * `positionAt`, the breaths started against `breathsAt`.
 */

/** A gap between animation frames longer than this missed at least one 60 Hz frame (≈ 16.7). */
export const DROPPED_FRAME_GAP_MS = 20;

/**
 * Frames missed in a run of rAF timestamps: each gap stands for round(gap / interval) refresh
 * intervals, all but one of them without a frame. The interval is the median gap (the display's
 * refresh as this page sees it). A 250 ms stall is 14 missed frames, not one late frame.
 */
export function missedFrames(gaps: readonly number[]): { intervalMs: number; missed: number } {
  if (gaps.length === 0) return { intervalMs: NaN, missed: 0 };
  const sorted = [...gaps].sort((a, b) => a - b);
  const intervalMs = sorted[Math.floor(sorted.length / 2)]!;
  const missed = gaps.reduce((sum, g) => sum + Math.max(0, Math.round(g / intervalMs) - 1), 0);
  return { intervalMs, missed };
}
/** A cue further than this from its boundary is not counted as that boundary's cue. */
const MATCH_WINDOW_MS = 1000;
/**
 * Start frequencies of the tones (tone-shape.ts): inhale rises from G3, exhale falls from D4, a
 * hold after the inhale stays on D4 and one after the exhale on G3.
 */
const TONE_HZ: Record<string, number> = {
  inhale: 196,
  exhale: 294,
  'hold-in': 294,
  'hold-out': 196,
};
/** An inhale's tone glides from G3 up to D4: what tells it from the hold-out's steady G3. */
const INHALE_TO_HZ = 294;
/** Inhale tones heard this long after the start are breaths after the first (see `breaths`). */
const FIRST_BREATH_WINDOW_MS = 1000;

const layout = layoutOf(BENCH_PATTERN);
const slotByCode = new Map<number, PhaseSlot>(layout.slots.map((s) => [PHASE_CODE[s.phase], s]));
const PHASE_OF_CODE = new Map<number, Phase>(
  Object.entries(PHASE_CODE).map(([phase, code]) => [code, phase as Phase]),
);

/** What one scenario's recording is measured against. */
interface Truth {
  /** Ideal phase starts in [start, end) of a pacer started at `start` (the first is the start). */
  boundaries(start: number, end: number): IdealBoundary[];
  /** Where a drawn state puts the breath, in ms since the start. */
  drawnOffset(cycle: number, phase: Phase, progress: number): number;
  /** The pace a fitted slope is stated in: bpm / slope (the target pace for a ramp). */
  bpm: number;
}

/** BENCH_PATTERN: the engine's closed form, checked against the formula written out. */
const BENCH_TRUTH: Truth = {
  boundaries: (start, end) => idealBoundaries(start, end),
  drawnOffset: (cycle, phase, progress) => {
    const slot = slotByCode.get(PHASE_CODE[phase])!;
    return cycle * layout.period + slot.offset + progress * slot.duration;
  },
  bpm: BENCH_PATTERN.bpm,
};

/** A rhythm: the contract's closed form; the drawn state read as positionAt reads the breath. */
function rhythmTruth(r: RhythmSchedule): Truth {
  return {
    boundaries: (start, end) => closedFormBoundaries(r, start, end),
    drawnOffset: (cycle, phase, progress) => drawnTimeByShares(r, cycle, phase, progress),
    bpm: r.pace,
  };
}

/** A rhythm's own figures, all against the contract's closed form. */
export interface RhythmFigures {
  /** The schedule the truth was computed from (shares of one breath, pace, ramp). */
  schedule: RhythmSchedule;
  /**
   * The drawn state read with each phase's closed-form onset and end, progress linear in time
   * between them (as the engine lays a breath out): apart from `framePhaseError` (positionAt's
   * reading, progress linear in the breath's share) only inside phases while the pace changes.
   */
  framePhaseErrorByOnsets: { count: number; meanMs: number; maxMs: number };
  /** Frames whose drawn breath or phase differs from positionAt's (float noise on a boundary aside). */
  positionDisagreements: number;
  /**
   * Breaths started (issue 30: a ramp's breath count equals the integral of its pace). Heard: the
   * first breath on the start, then one per inhale tone heard later than 1 s after it, up to
   * the end; expected floor(breathsAt(end − start)) + 1. Drawn: the highest breath drawn + 1;
   * expected the same at the last frame's time.
   */
  breaths: {
    seconds: number;
    integral: number;
    expected: number;
    heard: number;
    drawnSeconds: number;
    drawnIntegral: number;
    drawnExpected: number;
    drawn: number;
  };
}

export interface BoundaryFigures {
  count: number;
  errorMeanMs: number;
  errorMaxMs: number;
  /** Error of the last boundary in the run (signed; + is late). */
  endErrorMs: number;
  fittedBpm: number;
  /** Lateness the fitted rate alone builds up from the first boundary to the last (signed). */
  fittedDriftMs: number;
}

export interface ScenarioFigures {
  durationMs: number;
  startCaptureBracketMs: number;
  crossOriginIsolated: boolean;
  frames: {
    count: number;
    meanIntervalMs: number;
    /** Median gap between frames: the refresh interval. */
    refreshMs: number;
    gapsOver20Ms: number;
    /** Refresh intervals that passed without a frame (see missedFrames). */
    missed: number;
    maxGapMs: number;
  };
  longTasks: { count: number; totalMs: number; maxMs: number };
  ours: {
    framePhaseError: { count: number; meanMs: number; maxMs: number };
    heartbeatCalls: number;
    /** First frame drawing each new phase vs the ideal boundary (frame-quantised). */
    drawnBoundaries: BoundaryFigures;
    audio: BoundaryFigures & {
      expected: number;
      scheduled: number;
      cancelled: number;
      missed: number;
      extra: number;
      wrongTone: number;
      /** Tones mapped through clocks sampled as they played (the rest: as they were queued). */
      sampledAtPlay: number;
      /** Max error with every tone mapped through the clocks read when it was queued. */
      errorMaxAsQueuedMs: number;
      /** The tone of the first inhale (on the click), ms late; null if it was dropped. */
      startCueErrorMs: number | null;
      contextState: string;
      latencyMs: number;
    };
  };
  chain: {
    framePhaseError: { count: number; meanMs: number; maxMs: number };
    boundaries: BoundaryFigures;
  };
  /** What the compositor drew (from the trace); null when the run was not traced. */
  compositor: CompositorFigures | null;
  /** For a rhythm (scenarios box and ramp): its figures against the contract; else null. */
  rhythm: RhythmFigures | null;
}

export interface CompositorFigures {
  /** Display ticks the compositor began, and those it drew a picture for. */
  ticks: number;
  frames: ScenarioFigures['frames'];
  /** Mismatch between the guide's animation and the engine, read at main-thread frames. */
  alignment: { count: number; meanMs: number; maxMs: number; startTimeChanges: number };
  /** First drawn compositor frame showing each new phase vs the ideal boundary. */
  drawnBoundaries: BoundaryFigures;
}

/** Frame figures for a run of frame times, leaving out gaps that overlap a freeze. */
function frameFigures(
  times: readonly number[],
  frozen: readonly [number, number][],
): ScenarioFigures['frames'] {
  const gaps = times.slice(1).map((t, i) => t - times[i]!);
  const overlapsFreeze = (i: number) =>
    frozen.some(([from, to]) => from < times[i + 1]! && to > times[i]!);
  const refresh = missedFrames(gaps.filter((_, i) => !overlapsFreeze(i)));
  return {
    count: times.length,
    meanIntervalMs: round(mean(gaps)),
    refreshMs: round(refresh.intervalMs),
    gapsOver20Ms: gaps.filter((g) => g > DROPPED_FRAME_GAP_MS).length,
    missed: refresh.missed,
    maxGapMs: round(maxAbs(gaps)),
  };
}

/**
 * The compositor's side of a run: its drawn frames between the engine's start and the end, and
 * when each phase change reached the screen. A boundary shows at the first drawn frame whose
 * animation time has passed it: the frame time at or after the ideal boundary plus the
 * animation's mismatch measured at the last main-thread frame before it.
 */
export function compositorFigures(
  rec: PageRecording,
  frames: CompositorFrames,
  frozen: readonly [number, number][],
  truth: Truth = BENCH_TRUTH,
): CompositorFigures {
  const { start, end } = rec;
  const drawn = frames.drawn.filter((t) => t > start && t <= end);
  const g = rec.guide;
  let startTimeChanges = 0;
  for (let i = 1; i < g.startTime.length; i++) {
    if (Math.abs(g.startTime[i]! - g.startTime[i - 1]!) > 1e-6) startTimeChanges++;
  }
  const ideal: number[] = [];
  const shown: number[] = [];
  let j = 0;
  let k = 0;
  for (const b of truth.boundaries(start, end)) {
    if (b.time <= start) continue;
    while (k + 1 < g.t.length && g.t[k + 1]! <= b.time) k++;
    const mismatch = g.t[k] !== undefined && g.t[k]! <= b.time ? g.error[k]! : 0;
    const due = b.time - mismatch;
    while (j < drawn.length && drawn[j]! < due) j++;
    if (j >= drawn.length) break;
    ideal.push(b.time);
    shown.push(drawn[j]!);
  }
  return {
    ticks: frames.ticks.filter((t) => t > start && t <= end).length,
    frames: frameFigures(drawn, frozen),
    alignment: {
      count: g.error.length,
      meanMs: round(meanAbs(g.error), 6),
      maxMs: round(maxAbs(g.error), 6),
      startTimeChanges,
    },
    drawnBoundaries: boundaryFigures(ideal, shown, start, truth.bpm),
  };
}

/** Ideal boundaries of an engine started at `start`, with the closed form checked by hand. */
export function idealBoundaries(start: number, end: number): Boundary[] {
  const boundaries = new PacerEngine(BENCH_PATTERN, start).boundariesBetween(start, end);
  const inhale = (layout.period * BENCH_PATTERN.ratio[0]) / 10;
  boundaries.forEach((b, k) => {
    const expected = start + Math.floor(k / 2) * (60_000 / BENCH_PATTERN.bpm) + (k % 2) * inhale;
    if (Math.abs(b.time - expected) > 1e-6) {
      throw new Error(`engine boundary ${k} at ${b.time}, closed form says ${expected}`);
    }
  });
  return boundaries;
}

function boundaryFigures(
  ideal: number[],
  actual: number[],
  start: number,
  bpm: number,
): BoundaryFigures {
  const errors = actual.map((t, i) => t - ideal[i]!);
  const xs = ideal.map((t) => t - start);
  const { slope } = linearFit(xs, actual);
  const span = (xs.at(-1) ?? 0) - (xs[0] ?? 0);
  return {
    count: errors.length,
    errorMeanMs: round(meanAbs(errors)),
    errorMaxMs: round(maxAbs(errors)),
    endErrorMs: round(errors.at(-1) ?? NaN),
    fittedBpm: round(bpm / slope, 6),
    fittedDriftMs: round((slope - 1) * span),
  };
}

/**
 * performance.now() time at which a cue is heard, from the clocks read when it was scheduled:
 * the output timestamp when plausible (as the scheduler itself reads it), else the render clock
 * minus the reported latency.
 */
export function heardAt(cue: CueRecord): number {
  if (cue.stampCtx > 0 && cue.stampPerf > 0) {
    const heardNow = cue.stampCtx + (cue.perfNow - cue.stampPerf) / 1000;
    if (heardNow <= cue.ctxTime + 0.005 && heardNow >= cue.ctxTime - 1) {
      return cue.stampPerf + (cue.when - cue.stampCtx) * 1000;
    }
  }
  return cue.perfNow + (cue.when - (cue.ctxTime - cue.latency)) * 1000;
}

/** Clock samples this close to a tone's play time describe the clocks as it played. */
const PLAY_WINDOW_MS = 100;

/**
 * performance.now() time at which a cue is heard, from the clocks as they stood when it played:
 * the median offset (stampPerf − stampCtx) of the output timestamps sampled every frame within
 * PLAY_WINDOW_MS of the tone. A slip of the audio clock between queueing and playing shows up;
 * a one-off odd reading does not. With fewer than 3 samples there (the page was frozen), the
 * reading taken when the tone was queued is used: `heardAt`.
 */
export function heardAtPlay(
  cue: CueRecord,
  clocks: ClockSamples,
): { at: number; sampled: boolean } {
  const queued = heardAt(cue);
  const offsets: number[] = [];
  for (let i = 0; i < clocks.stampPerf.length; i++) {
    const t = clocks.stampPerf[i]!;
    if (Math.abs(t - queued) <= PLAY_WINDOW_MS) offsets.push(t - clocks.stampCtx[i]! * 1000);
  }
  if (offsets.length < 3) return { at: queued, sampled: false };
  offsets.sort((a, b) => a - b);
  return { at: cue.when * 1000 + offsets[Math.floor(offsets.length / 2)]!, sampled: true };
}

function phaseErrors(
  t: readonly number[],
  drawnOffset: (i: number) => number,
  start: number,
): { count: number; meanMs: number; maxMs: number } {
  const errors = t.map((time, i) => drawnOffset(i) - (time - start));
  return {
    count: errors.length,
    meanMs: round(meanAbs(errors), 6),
    maxMs: round(maxAbs(errors), 6),
  };
}

/**
 * `frozen`: page-time brackets of the freezes the bench imposed (scenario `freeze`). A gap between
 * frames that overlaps one is the freeze itself, not a frame the page failed to draw: it is not
 * counted as missed frames (it still shows in the longest gap).
 */
export function analyze(
  rec: PageRecording,
  frozen: readonly [number, number][] = [],
  compositor: CompositorFrames | null = null,
): ScenarioFigures {
  const { start, end } = rec;
  const schedule = rec.rhythm ? scheduleOf(rec.rhythm.timing, rec.rhythm.ramp) : null;
  const truth = schedule ? rhythmTruth(schedule) : BENCH_TRUTH;
  const phaseOf = (code: number) => PHASE_OF_CODE.get(code)!;

  // Frames the main thread ran (rAF): all that a guide drawn from rAF can show.
  const frames = frameFigures(rec.rafTimes, frozen);

  // Ours, at every drawn frame: the breath time the guide shows vs the time of the frame.
  const f = rec.frames;
  const oursFrames = phaseErrors(
    f.t,
    (i) => truth.drawnOffset(f.cycle[i]!, phaseOf(f.phase[i]!), f.progress[i]!),
    start,
  );

  // Ours, boundaries as drawn: the first frame of each new phase.
  const ideal = truth.boundaries(start, end);
  const idealByKey = new Map(ideal.map((b) => [`${b.cycle}:${PHASE_CODE[b.phase]}`, b.time]));
  const drawnIdeal: number[] = [];
  const drawnActual: number[] = [];
  for (let i = 0; i < f.t.length; i++) {
    const key = `${f.cycle[i]}:${f.phase[i]}`;
    if (i > 0 && key === `${f.cycle[i - 1]}:${f.phase[i - 1]}`) continue;
    const time = idealByKey.get(key);
    // The very first phase began on the click, before any frame: it has no drawn boundary.
    if (time === undefined || time <= start) continue;
    drawnIdeal.push(time);
    drawnActual.push(f.t[i]!);
  }

  // Ours, audio: each boundary's cue (nearest live cue), scheduled `when` mapped to page time.
  const live = rec.cues.filter((c) => c.stopAt === null || c.stopAt >= c.when);
  const mapped = live.map((c) => heardAtPlay(c, rec.clocks));
  const heard = mapped.map((m) => m.at);
  const used = new Set<number>();
  const expected = ideal.filter((b) => b.time < end);
  // Boundaries a little past the end were scheduled by the look-ahead: they are not extras.
  const candidates = truth.boundaries(start, end + 2000);
  const cueIdeal: number[] = [];
  const cueActual: number[] = [];
  /** The same tones mapped through the clocks read when each was queued (the earlier measure). */
  const cueQueued: number[] = [];
  let sampledAtPlay = 0;
  let missed = 0;
  let wrongTone = 0;
  let startCueErrorMs: number | null = null;
  for (const b of candidates) {
    let best = -1;
    for (let j = 0; j < heard.length; j++) {
      if (used.has(j)) continue;
      const d = Math.abs(heard[j]! - b.time);
      if (d <= MATCH_WINDOW_MS && (best < 0 || d < Math.abs(heard[best]! - b.time))) best = j;
    }
    const isStart = b.time === start;
    if (best < 0) {
      if (b.time < end && !isStart) missed++;
      continue;
    }
    used.add(best);
    if (Math.abs(live[best]!.hz - (TONE_HZ[b.phase] ?? 0)) > 0.5) wrongTone++;
    // The first inhale starts on the click, while the AudioContext is still starting: its tone is
    // late or dropped (cue-plan.ts LATE_TOLERANCE_MS). Reported apart from the steady state.
    if (isStart) startCueErrorMs = round(heard[best]! - b.time);
    else if (b.time < end) {
      cueIdeal.push(b.time);
      cueActual.push(heard[best]!);
      cueQueued.push(heardAt(live[best]!));
      if (mapped[best]!.sampled) sampledAtPlay++;
    }
  }
  const latencyMs = round(mean(rec.cues.map((c) => c.latency * 1000)));

  // The timer chain: its own start and its recorded phase changes.
  const chainIdeal = truth.boundaries(rec.chain.start, end + 60_000);
  const cf = rec.chain.frames;
  const chainFrames = phaseErrors(
    cf.t,
    (i) => {
      const b = chainIdeal[cf.index[i]!]!;
      // A rhythm's chain is read as ours is: where positionAt would put its drawn state.
      return schedule
        ? truth.drawnOffset(b.cycle, b.phase, cf.progress[i]!)
        : b.time - rec.chain.start + cf.progress[i]! * b.duration;
    },
    rec.chain.start,
  );
  const changes = rec.chain.changes;
  const chainBoundaries = boundaryFigures(
    changes.map((_, k) => chainIdeal[k + 1]!.time),
    changes,
    rec.chain.start,
    truth.bpm,
  );

  return {
    durationMs: round(end - start),
    startCaptureBracketMs: round(rec.playBracket[1] - rec.playBracket[0]),
    crossOriginIsolated: rec.crossOriginIsolated,
    frames,
    longTasks: {
      count: rec.longTasks.length,
      totalMs: round(rec.longTasks.reduce((s, [, d]) => s + d, 0)),
      maxMs: round(Math.max(0, ...rec.longTasks.map(([, d]) => d))),
    },
    ours: {
      framePhaseError: oursFrames,
      heartbeatCalls: rec.heartbeatCalls,
      drawnBoundaries: boundaryFigures(drawnIdeal, drawnActual, start, truth.bpm),
      audio: {
        ...boundaryFigures(cueIdeal, cueActual, start, truth.bpm),
        sampledAtPlay,
        errorMaxAsQueuedMs: round(maxAbs(cueQueued.map((t, i) => t - cueIdeal[i]!))),
        expected: expected.length - 1,
        scheduled: rec.cues.length,
        cancelled: rec.cues.length - live.length,
        missed,
        extra: live.length - used.size,
        wrongTone,
        startCueErrorMs,
        contextState: rec.audio?.state ?? 'none',
        latencyMs,
      },
    },
    chain: { framePhaseError: chainFrames, boundaries: chainBoundaries },
    compositor: compositor ? compositorFigures(rec, compositor, frozen, truth) : null,
    rhythm: schedule ? rhythmFigures(rec, schedule, live, heard) : null,
  };
}

/** The rhythm's own figures (see RhythmFigures); `heard[i]` is when live cue i was heard. */
function rhythmFigures(
  rec: PageRecording,
  r: RhythmSchedule,
  live: readonly CueRecord[],
  heard: readonly number[],
): RhythmFigures {
  const { start, end } = rec;
  const f = rec.frames;
  const phaseOf = (i: number) => PHASE_OF_CODE.get(f.phase[i]!)!;
  let positionDisagreements = 0;
  for (let i = 0; i < f.t.length; i++) {
    const seconds = (f.t[i]! - start) / 1000;
    const agrees = (s: number) => agreesWithPosition(r, s, f.cycle[i]!, phaseOf(i));
    // A frame within 1 µs of a boundary may fall either side of it by float noise alone.
    if (!agrees(seconds) && !agrees(seconds - 1e-6) && !agrees(seconds + 1e-6)) {
      positionDisagreements++;
    }
  }
  const seconds = (end - start) / 1000;
  let inhalesAfterFirst = 0;
  live.forEach((cue, i) => {
    const inhale =
      Math.abs(cue.hz - TONE_HZ.inhale!) <= 0.5 &&
      cue.toHz !== null &&
      Math.abs(cue.toHz - INHALE_TO_HZ) <= 0.5;
    if (inhale && heard[i]! > start + FIRST_BREATH_WINDOW_MS && heard[i]! < end) {
      inhalesAfterFirst++;
    }
  });
  const lastFrame = f.t.length ? f.t[f.t.length - 1]! : start;
  const drawnSeconds = (lastFrame - start) / 1000;
  return {
    schedule: r,
    framePhaseErrorByOnsets: phaseErrors(
      f.t,
      (i) => drawnTimeByOnsets(r, f.cycle[i]!, phaseOf(i), f.progress[i]!),
      start,
    ),
    positionDisagreements,
    breaths: {
      seconds: round(seconds),
      integral: round(breathsAt(r, seconds), 6),
      expected: breathsStartedBy(r, seconds),
      heard: inhalesAfterFirst + 1,
      drawnSeconds: round(drawnSeconds),
      drawnIntegral: round(breathsAt(r, drawnSeconds), 6),
      drawnExpected: breathsStartedBy(r, drawnSeconds),
      drawn: f.cycle.reduce((max, c) => Math.max(max, c + 1), 0),
    },
  };
}
