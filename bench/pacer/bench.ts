import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { build } from 'vite';
import { launchChromium } from '../lib/browser.ts';
import { serveStatic } from '../lib/static-server.ts';
import { round } from '../lib/stats.ts';
import { analyze } from './analyze.ts';
import { FRAME_TRACE_CATEGORIES, compositorFrames } from './compositor-frames.ts';
import { measureFrameCost } from './frame-cost.ts';
import type { FrameCost } from './frame-cost.ts';
import type { ScenarioFigures } from './analyze.ts';
import { BENCH_PATTERN } from './recording.ts';
import type { PageRecording, PageStartOptions } from './recording.ts';
import { RAMP_MINUTES, benchRhythm, rampMinutesFor, scheduleOf } from './rhythms.ts';
import type { RhythmScenario } from './rhythms.ts';
import type { TRhythmDefinition } from '@resona/contract';

/**
 * bench/pacer: the real <Pacer> + usePacer at 5.5 bpm (4:6) in headless Chromium for minutes of
 * real time, next to a naive setTimeout-chain pacer, idle, under synthetic long tasks, and with
 * the page frozen and resumed; then a person's rhythms (issue 30), Box 4-4-4-4 and a pace easing
 * down from 7 to 5.5, measured against the contract's closed form. See bench/README.md for what
 * each figure means.
 */

const SCENARIOS = ['idle', 'long-tasks', 'freeze', 'box', 'ramp'] as const;
type ScenarioName = (typeof SCENARIOS)[number];
const RHYTHM_SCENARIOS: readonly string[] = ['box', 'ramp'] satisfies RhythmScenario[];
const isRhythmScenario = (name: ScenarioName): name is RhythmScenario =>
  RHYTHM_SCENARIOS.includes(name);

function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

function settings() {
  const scenarios = (process.env.BENCH_PACER_SCENARIOS ?? SCENARIOS.join(','))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const s of scenarios) {
    if (!(SCENARIOS as readonly string[]).includes(s)) {
      throw new Error(`BENCH_PACER_SCENARIOS: unknown scenario "${s}" (${SCENARIOS.join(', ')})`);
    }
  }
  // Issue 5: ten minutes per scenario; `npm run bench -- pacer --quick` runs one minute. Through
  // the root script (`npm run bench -w bench`) npm takes `--quick` as a setting of its own and
  // hands it on as npm_config_quick, not as an argument.
  const quick = process.argv.includes('--quick') || process.env.npm_config_quick === 'true';
  const seconds = envNumber('BENCH_PACER_SECONDS', quick ? 60 : 600);
  return {
    seconds,
    scenarios: scenarios as ScenarioName[],
    /**
     * The ramp scenario's ramp, minutes: 3 (issue 30's example) when the run has a minute to
     * spare after it, else short enough that the run covers it and as long again at the target.
     */
    rampMinutes: envNumber('BENCH_PACER_RAMP_MINUTES', rampMinutesFor(seconds)),
    seed: envNumber('BENCH_PACER_SEED', 42),
    freezeEverySeconds: envNumber('BENCH_PACER_FREEZE_EVERY_SECONDS', 30),
    freezeSeconds: envNumber('BENCH_PACER_FREEZE_SECONDS', 5),
    /** If set, each scenario's raw page recording is written there (for digging, not kept). */
    rawDir: process.env.BENCH_PACER_RAW_DIR || null,
    /** If set, a page already built there is served instead of building one (A/B comparisons). */
    dist: process.env.BENCH_PACER_DIST || null,
    /** Seconds of the idle pacer traced for the CPU cost of a frame; 0 skips it. */
    frameCostSeconds: Number(process.env.BENCH_PACER_FRAME_COST_SECONDS ?? 10) || 0,
  };
}
type Settings = ReturnType<typeof settings>;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * How the page is frozen. `lifecycle` is CDP Page.setWebLifecycleState (the page gets `freeze` and
 * `resume` events; timers and frames stop). Some headless builds accept the command and do nothing;
 * then `debugger` (Debugger.pause) stalls the main thread instead: timers and frames stop alike,
 * the audio thread keeps playing what was queued.
 */
type FreezeMethod = 'lifecycle' | 'debugger';

async function freeze(cdp: CDPSession, page: Page, method: FreezeMethod | null) {
  if (method !== 'debugger') {
    await cdp.send('Page.setWebLifecycleState', { state: 'frozen' });
    if (method === 'lifecycle') return method;
    // First freeze: does the page still answer? If it does, the command had no effect.
    await sleep(300);
    const answered = await withTimeout(
      page.evaluate(() => true),
      500,
      'probe',
    ).catch(() => false);
    if (!answered) return 'lifecycle';
    await cdp.send('Page.setWebLifecycleState', { state: 'active' });
  }
  await cdp.send('Debugger.enable');
  await cdp.send('Debugger.pause');
  return 'debugger';
}

async function unfreeze(cdp: CDPSession, method: FreezeMethod | null): Promise<void> {
  if (method === 'lifecycle') {
    await cdp.send('Page.setWebLifecycleState', { state: 'active' });
  } else {
    await cdp.send('Debugger.resume');
    await cdp.send('Debugger.disable');
  }
}

interface ScenarioResult {
  name: ScenarioName;
  /** The rhythm breathed (box, ramp), as the contract stores it; null for BENCH_PATTERN. */
  rhythm: TRhythmDefinition | null;
  seconds: number;
  freezeSeconds: number;
  freezes: number;
  freezeMethod: FreezeMethod | null;
  /** freeze / resume / visibility events the page saw. */
  lifecycleEvents: string[];
  pageErrors: string[];
  figures: ScenarioFigures;
  aims?: { what: string; value: string; met: boolean }[];
}

async function runScenario(
  browser: Browser,
  url: string,
  name: ScenarioName,
  s: Settings,
  log: (line: string) => void,
): Promise<ScenarioResult> {
  const context = await browser.newContext({ viewport: { width: 800, height: 800 } });
  const pageErrors: string[] = [];
  const rhythm = isRhythmScenario(name) ? benchRhythm(name, s.rampMinutes) : null;
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // A rhythm is handed to the page in its address; the page breathes it from the first frame.
    const address = rhythm ? `${url}?rhythm=${encodeURIComponent(JSON.stringify(rhythm))}` : url;
    await page.goto(address, { waitUntil: 'load', timeout: 30_000 });
    await page.waitForFunction(() => window.__bench?.ready === true, null, { timeout: 30_000 });
    await sleep(1000); // let the page settle before the clock starts
    const options: PageStartOptions = {
      longTasks: name === 'long-tasks',
      seed: s.seed,
      longTaskMs: [50, 250],
      longTaskGapMs: [500, 1500],
    };
    // The compositor's frames come from a trace of the whole run (compositor-frames.ts).
    await browser.startTracing(page, { categories: FRAME_TRACE_CATEGORIES });
    await page.evaluate((o) => window.__bench.start(o), options);
    log(`  ${name}: running ${s.seconds} s of real time…`);
    const endAt = Date.now() + s.seconds * 1000;
    let freezes = 0;
    let freezeMethod: FreezeMethod | null = null;
    /** Page-time brackets of each freeze: no frame can happen inside one, none is counted missed. */
    const frozen: [number, number][] = [];
    const pageNow = () => page.evaluate(() => performance.now());
    if (name === 'freeze') {
      const cdp = await context.newCDPSession(page);
      for (;;) {
        const freezeAt = Date.now() + s.freezeEverySeconds * 1000;
        if (freezeAt + s.freezeSeconds * 1000 > endAt) break;
        await sleep(freezeAt - Date.now());
        const before = await pageNow();
        freezeMethod = await freeze(cdp, page, freezeMethod);
        freezes++;
        try {
          await sleep(s.freezeSeconds * 1000);
        } finally {
          await unfreeze(cdp, freezeMethod);
        }
        frozen.push([before, await pageNow()]);
      }
      await cdp.detach().catch(() => undefined);
    }
    await sleep(Math.max(0, endAt - Date.now()));
    const recording: PageRecording = await withTimeout(
      page.evaluate(() => window.__bench.stop()),
      30_000,
      'collecting the recording',
    );
    const traceFrom = Date.now();
    const trace = await withTimeout(browser.stopTracing(), 600_000, 'collecting the trace');
    log(
      `  ${name}: trace of ${(trace.length / 1e6).toFixed(1)} MB collected in ` +
        `${((Date.now() - traceFrom) / 1000).toFixed(1)} s`,
    );
    const frames = compositorFrames(
      (JSON.parse(trace.toString()) as { traceEvents: Parameters<typeof compositorFrames>[0] })
        .traceEvents,
    );
    if (JSON.stringify(recording.rhythm) !== JSON.stringify(rhythm)) {
      throw new Error(
        `the page breathed ${JSON.stringify(recording.rhythm)}, not ${name}'s rhythm`,
      );
    }
    if (s.rawDir) {
      await mkdir(s.rawDir, { recursive: true });
      await writeFile(join(s.rawDir, `pacer-${name}.json`), JSON.stringify(recording));
    }
    return {
      name,
      rhythm,
      seconds: s.seconds,
      freezeSeconds: s.freezeSeconds,
      freezes,
      freezeMethod,
      lifecycleEvents: recording.lifecycle,
      pageErrors,
      figures: analyze(recording, frozen, frames),
    };
  } finally {
    await context.close().catch(() => undefined);
  }
}

const ms = (v: number, digits = 3) => `${round(v, digits).toFixed(digits)} ms`;
const signed = (v: number, digits = 3) => `${v >= 0 ? '+' : ''}${ms(v, digits)}`;
const pair = (a: number, b: number, digits = 3) =>
  `${round(a, digits).toFixed(digits)} / ${round(b, digits).toFixed(digits)} ms`;

/** chain ÷ ours, with ours floored at 1 µs so a zero does not print as Infinity. */
function ratio(chain: number, ours: number): string {
  const floor = 0.001;
  const r = Math.abs(chain) / Math.max(Math.abs(ours), floor);
  return `${Math.abs(ours) < floor ? '>' : ''}${r >= 100 ? Math.round(r) : r.toFixed(1)}×`;
}

/** The pace a scenario's fitted rate is stated in: the rhythm's own (a ramp's target) or 5.5. */
function setBpm(r: Pick<ScenarioResult, 'rhythm'>): number {
  return r.rhythm ? scheduleOf(r.rhythm.timing, r.rhythm.ramp).pace : BENCH_PATTERN.bpm;
}

/** A rhythm in words: `Box 4-4-4-4 (3.75 bpm)`, `Coherent 5.5 (1:1), easing down from 7 …`. */
export function describeRhythm(name: ScenarioName, rhythm: TRhythmDefinition, seconds: number) {
  const pace = scheduleOf(rhythm.timing, rhythm.ramp).pace;
  const t = rhythm.timing;
  const reading =
    t.kind === 'phases'
      ? `${t.inhale}-${t.hold_in}-${t.exhale}-${t.hold_out} s (${round(pace, 4)} bpm)`
      : `${t.pace} bpm ${t.inhale_part}:${t.exhale_part}` +
        (t.hold_in || t.hold_out ? `, holds ${t.hold_in} / ${t.hold_out} s` : '');
  const label = name === 'box' ? `Box ${reading}` : `Coherent ${reading}`;
  if (!rhythm.ramp) return label;
  const { from_pace: from, minutes } = rhythm.ramp;
  const after = Math.round(seconds - minutes * 60);
  const covered =
    after > 0
      ? `the ${seconds} s run covers the whole ramp and ${after} s at ${pace} bpm`
      : `the ${seconds} s run ends ${after < 0 ? 'inside' : 'with'} the ramp`;
  const shortened =
    minutes < RAMP_MINUTES ? ` (shortened from ${RAMP_MINUTES} min: ${covered})` : '';
  return `${label}, easing down from ${from} bpm over ${minutes} min${shortened}`;
}

function report(r: ScenarioResult): string[] {
  const { ours, chain, frames, longTasks } = r.figures;
  const a = ours.audio;
  const row = (label: string, o: string, c: string) => `    ${label.padEnd(40)}${o.padEnd(30)}${c}`;
  const lines = [
    `  scenario ${r.name}: ${(r.figures.durationMs / 1000).toFixed(1)} s real time` +
      (r.name === 'long-tasks'
        ? `, ${longTasks.count} long tasks (${(longTasks.totalMs / 1000).toFixed(1)} s busy, max ${longTasks.maxMs.toFixed(0)} ms)`
        : '') +
      (r.name === 'freeze'
        ? `, ${r.freezes} freezes of ${r.freezeSeconds} s via ${r.freezeMethod ?? 'none'}` +
          ` (page saw ${r.lifecycleEvents.filter((e) => e.startsWith('freeze')).length} freeze events)`
        : '') +
      (r.rhythm
        ? `; ${describeRhythm(r.name, r.rhythm, r.seconds)}; ideal: the contract's closed form`
        : ''),
    row('', 'ours (clock-driven)', 'timer chain'),
    row(
      'phase error at drawn frames, mean / max',
      pair(ours.framePhaseError.meanMs, ours.framePhaseError.maxMs),
      pair(chain.framePhaseError.meanMs, chain.framePhaseError.maxMs),
    ),
    row(
      'boundary error, mean / max',
      `${pair(a.errorMeanMs, a.errorMaxMs)} (audio)`,
      `${pair(chain.boundaries.errorMeanMs, chain.boundaries.errorMaxMs)} (timeouts)`,
    ),
    row(
      'end drift (last boundary)',
      `${signed(a.endErrorMs)} (audio)`,
      signed(chain.boundaries.endErrorMs, 1),
    ),
    row(
      r.rhythm?.ramp
        ? `fitted rate (closed form, to ${setBpm(r)} bpm)`
        : `fitted rate (set ${setBpm(r)} bpm)`,
      `${a.fittedBpm.toFixed(5)} bpm (audio)`,
      `${chain.boundaries.fittedBpm.toFixed(5)} bpm`,
    ),
    row(
      'drift of the fitted rate over the run',
      `${signed(a.fittedDriftMs)} (audio)`,
      signed(chain.boundaries.fittedDriftMs, 1),
    ),
    `    audio cues: ${a.expected} boundaries, ${a.scheduled} tones scheduled, ${a.cancelled} cancelled, ` +
      `${a.missed} missed, ${a.extra} extra, ${a.wrongTone} wrong tone; first inhale (on start) ` +
      `${a.startCueErrorMs === null ? 'dropped' : signed(a.startCueErrorMs, 1)}; ` +
      `${a.sampledAtPlay} of ${a.count} mapped through the clocks as they played (max error with ` +
      `the clocks read at queueing: ${ms(a.errorMaxAsQueuedMs)}); ` +
      `context ${a.contextState}, latency ${ms(a.latencyMs, 1)}`,
    `    drawn phase changes (first frame of each phase): delay mean / max ${pair(ours.drawnBoundaries.errorMeanMs, ours.drawnBoundaries.errorMaxMs, 1)}, ` +
      `fitted ${ours.drawnBoundaries.fittedBpm.toFixed(5)} bpm`,
    `    frames: ${frames.count}, refresh ${ms(frames.refreshMs, 2)}, mean interval ${ms(frames.meanIntervalMs, 2)}, ` +
      `missed ${frames.missed} (in ${frames.gapsOver20Ms} gaps > 20 ms), ` +
      `max gap ${ms(frames.maxGapMs, 1)}; heartbeat draws ${ours.heartbeatCalls}`,
    `    ratios (timer chain ÷ ours): end drift ${ratio(chain.boundaries.endErrorMs, a.endErrorMs)}, ` +
      `max boundary error ${ratio(chain.boundaries.errorMaxMs, a.errorMaxMs)}, ` +
      `max frame phase error ${ratio(chain.framePhaseError.maxMs, ours.framePhaseError.maxMs)}`,
  ];
  const rf = r.figures.rhythm;
  if (rf) {
    const b = rf.breaths;
    lines.push(
      `    drawn phase vs positionAt (φ's share): mean / max ` +
        `${pair(ours.framePhaseError.meanMs, ours.framePhaseError.maxMs, 4)}; vs each phase's ` +
        `closed-form onset and end, progress linear in time: ` +
        `${pair(rf.framePhaseErrorByOnsets.meanMs, rf.framePhaseErrorByOnsets.maxMs, 4)}; ` +
        `frames drawing another breath or phase than positionAt: ${rf.positionDisagreements}`,
      `    breaths started: heard ${b.heard} in ${b.seconds.toFixed(1)} s ` +
        `(closed form floor(breathsAt = ${b.integral.toFixed(4)}) + 1 = ${b.expected}), drawn ${b.drawn} ` +
        `by the last frame (${b.drawnSeconds.toFixed(1)} s: floor(${b.drawnIntegral.toFixed(4)}) + 1 = ${b.drawnExpected})`,
    );
  }
  const c = r.figures.compositor;
  if (c) {
    const cf = c.frames;
    lines.push(
      `    the guide as drawn (compositor, traced) vs as a guide drawn at rAF frames would be:`,
      row('', 'compositor (ours)', 'rAF frames (earlier path)'),
      row(
        'frames drawn, missed (dropped %)',
        `${cf.count}, ${cf.missed} (${droppedPct(cf.count, cf.missed)})`,
        `${frames.count}, ${frames.missed} (${droppedPct(frames.count, frames.missed)})`,
      ),
      row('longest gap', ms(cf.maxGapMs, 1), ms(frames.maxGapMs, 1)),
      row(
        'phase change drawn, mean / max delay',
        pair(c.drawnBoundaries.errorMeanMs, c.drawnBoundaries.errorMaxMs, 1),
        pair(ours.drawnBoundaries.errorMeanMs, ours.drawnBoundaries.errorMaxMs, 1),
      ),
      row(
        'audio–visual offset (mean)',
        ms(Math.abs(c.drawnBoundaries.errorMeanMs - a.errorMeanMs), 2),
        ms(Math.abs(ours.drawnBoundaries.errorMeanMs - a.errorMeanMs), 2),
      ),
      `    animation vs engine at ${c.alignment.count} main-thread frames: mean / max ` +
        `${pair(c.alignment.meanMs, c.alignment.maxMs)}, start time moved ${c.alignment.startTimeChanges}×; ` +
        `${c.ticks} display ticks began`,
    );
  }
  if (r.pageErrors.length) lines.push(`    PAGE ERRORS: ${r.pageErrors.join(' | ')}`);
  return lines;
}

function droppedPct(count: number, missed: number): string {
  const due = count + missed;
  return due > 0 ? `${((missed / due) * 100).toFixed(2)} %` : 'n/a';
}

/**
 * The pacer's aims (issues 5 and 18), from one scenario's figures (ours, not the timer chain).
 * Frames and the audio–visual offset are the compositor's, as drawn, when the run was traced.
 */
export function pacerAims(r: ScenarioResult) {
  const { ours } = r.figures;
  const shown = r.figures.compositor ?? {
    frames: r.figures.frames,
    drawnBoundaries: ours.drawnBoundaries,
  };
  const frames = shown.frames;
  const a = ours.audio;
  const rateError = Math.abs(a.fittedBpm / setBpm(r) - 1);
  // Frames missed over frames due (seen + missed): a long stall counts every frame it ate.
  const due = frames.count + frames.missed;
  const dropped = due > 0 ? frames.missed / due : NaN;
  // Audio–visual offset: when a phase change is drawn against when its cue is heard, each
  // measured from the same ideal boundary (mean over the run).
  const avOffset = Math.abs(shown.drawnBoundaries.errorMeanMs - a.errorMeanMs);
  const rhythm = r.figures.rhythm;
  if (rhythm) return rhythmAims(r, rhythm, rateError, dropped, due, avOffset);
  const aims = [
    {
      what: 'drawn phase within 1 ms of ideal (max)',
      value: `${round(ours.framePhaseError.maxMs, 4)} ms`,
      met: ours.framePhaseError.maxMs <= 1,
    },
    {
      what: 'cues within 1 ms (max)',
      value: `${round(a.errorMaxMs, 3)} ms`,
      met: a.errorMaxMs <= 1,
    },
    {
      what: 'fitted rate within ±0.01 %',
      value: `${(rateError * 100).toFixed(5)} %`,
      met: rateError <= 1e-4,
    },
    {
      what: `dropped frames ≤ 0.5 %${r.figures.compositor ? ' (compositor)' : ''}`,
      value: `${(dropped * 100).toFixed(2)} % (${frames.missed} of ${due})`,
      met: dropped <= 0.005,
    },
    {
      what: `audio–visual offset ≤ 10 ms (mean${r.figures.compositor ? ', compositor' : ''})`,
      value: `${round(avOffset, 2)} ms`,
      met: avOffset <= 10,
    },
  ];
  if (r.name === 'freeze') {
    // Every frame's phase comes from the clock, the first frame after a resume included: its
    // error is within the run's maximum frame phase error.
    aims.push({
      what: 'correct phase the first frame after resume',
      value: `max frame phase error ${round(ours.framePhaseError.maxMs, 4)} ms`,
      met: ours.framePhaseError.maxMs <= 1,
    });
  }
  return aims;
}

/**
 * A rhythm's aims (issue 30), all against the contract's closed form: the drawn breath where
 * positionAt says it is, every cue (holds included) at breathCues' onset, the breaths started
 * equal to the integral of the pace (for the ramp, its rate aim), the audio's clock within
 * ±0.01 % of the closed form's, and issue 5's frames and audio–visual offset.
 */
function rhythmAims(
  r: ScenarioResult,
  rhythm: NonNullable<ScenarioFigures['rhythm']>,
  rateError: number,
  dropped: number,
  due: number,
  avOffset: number,
) {
  const { ours, compositor } = r.figures;
  const a = ours.audio;
  const b = rhythm.breaths;
  const frames = compositor?.frames ?? r.figures.frames;
  const rate = {
    what: r.rhythm?.ramp ? 'audio clock ±0.01 % of the closed form' : 'fitted rate within ±0.01 %',
    value: `${(rateError * 100).toFixed(5)} %`,
    met: rateError <= 1e-4,
  };
  const breaths = {
    what: 'breaths started = floor(breathsAt(T)) + 1',
    value:
      `heard ${b.heard}, drawn ${b.drawn}; closed form ${b.expected} ` +
      `(breathsAt(${b.seconds.toFixed(1)} s) = ${b.integral.toFixed(4)})` +
      (b.drawnExpected !== b.expected ? `, ${b.drawnExpected} at the last frame` : ''),
    met: b.heard === b.expected && b.drawn === b.drawnExpected,
  };
  return [
    {
      what: 'drawn phase within 1 ms of positionAt (max)',
      value: `${round(ours.framePhaseError.maxMs, 4)} ms`,
      met: ours.framePhaseError.maxMs <= 1,
    },
    {
      what: 'cues within 1 ms of breathCues (max)',
      value: `${round(a.errorMaxMs, 3)} ms`,
      met: a.errorMaxMs <= 1,
    },
    {
      what: 'every phase cued, holds included',
      value: `${a.missed} missed, ${a.wrongTone} wrong tone of ${a.expected}`,
      met: a.missed === 0 && a.wrongTone === 0,
    },
    ...(r.rhythm?.ramp ? [breaths, rate] : [rate, breaths]),
    {
      what: `dropped frames ≤ 0.5 %${compositor ? ' (compositor)' : ''}`,
      value: `${(dropped * 100).toFixed(2)} % (${frames.missed} of ${due})`,
      met: dropped <= 0.005,
    },
    {
      what: `audio–visual offset ≤ 10 ms (mean${compositor ? ', compositor' : ''})`,
      value: `${round(avOffset, 2)} ms`,
      met: avOffset <= 10,
    },
  ];
}

export interface PacerBenchResult {
  pattern: typeof BENCH_PATTERN;
  settings: Settings;
  chromium: string;
  frameCost: FrameCost | null;
  scenarios: ScenarioResult[];
}

export async function run(log: (line: string) => void = console.log): Promise<PacerBenchResult> {
  const s = settings();
  const here = import.meta.dirname;
  log(
    `pacer: ${BENCH_PATTERN.bpm} bpm (${BENCH_PATTERN.ratio.join(':')}), scenarios ${s.scenarios.join(', ')}, ` +
      `${s.seconds} s each`,
  );
  for (const name of s.scenarios) {
    if (isRhythmScenario(name)) {
      log(`  ${name}: ${describeRhythm(name, benchRhythm(name, s.rampMinutes), s.seconds)}`);
    }
  }
  if (!s.dist) await build({ configFile: join(here, 'vite.config.ts'), logLevel: 'warn' });
  // Cross-origin isolated, so performance.now() ticks in 5 µs steps rather than 100 µs.
  const server = await serveStatic(s.dist ?? join(here, 'dist'), { isolated: true });
  let browser: Browser | null = null;
  try {
    browser = await launchChromium();
    const chromium = browser.version();
    let frameCost: FrameCost | null = null;
    if (s.frameCostSeconds > 0) {
      frameCost = await withTimeout(
        measureFrameCost(browser, server.url, s.frameCostSeconds),
        (s.frameCostSeconds + 60) * 1000,
        'frame cost',
      );
      const c = frameCost;
      log(
        `  frame cost (idle, ${c.seconds} s traced, ${c.frames} frames), thread CPU per frame: ` +
          `main ${ms(c.main)}, compositor ${ms(c.compositor)}, raster ${ms(c.raster)}, ` +
          `display compositor ${ms(c.display)}; total ${ms(c.total)}`,
      );
    }
    const scenarios: ScenarioResult[] = [];
    for (const name of s.scenarios) {
      const result = await withTimeout(
        runScenario(browser, server.url, name, s, log),
        // The trace of a whole run is read after it: minutes on a busy machine.
        (s.seconds * 1.5 + 900) * 1000,
        `scenario ${name}`,
      );
      for (const line of report(result)) log(line);
      const aims = pacerAims(result);
      log(`    Aims (${name}):`);
      for (const aim of aims)
        log(`      ${aim.met ? 'MET ' : 'MISS'} ${aim.what.padEnd(44)} ${aim.value}`);
      scenarios.push({ ...result, aims });
    }
    return { pattern: BENCH_PATTERN, settings: s, chromium, frameCost, scenarios };
  } finally {
    await withTimeout(browser?.close() ?? Promise.resolve(), 15_000, 'closing Chromium').catch(
      () => undefined,
    );
    await server.close();
  }
}
