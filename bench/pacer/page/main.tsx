import { useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { PACER_THEMES, Pacer, usePacer } from '../../../apps/web/src/components/pacer/index.ts';
import type { PacerThemeId } from '../../../apps/web/src/components/pacer/index.ts';
import type { PhaseState } from '../../../apps/web/src/components/pacer/index.ts';
import '../../../apps/web/src/styles/tokens.css';
import { BENCH_PATTERN, PHASE_CODE } from '../recording.ts';
import type { BenchBridge, FrameRecord, PageRecording, PageStartOptions } from '../recording.ts';
import {
  installAudioProbe,
  sampleClocks,
  startAudioRecording,
  stopAudioRecording,
} from './audio-probe.ts';
import { LongTasks } from './long-tasks.ts';
import {
  breathOffset,
  cycleError,
} from '../../../apps/web/src/components/pacer/guide-keyframes.ts';
import type { BreathPattern } from '../../../apps/web/src/components/pacer/pattern.ts';
import type { PacerEngine } from '../../../apps/web/src/components/pacer/engine.ts';
import { patternOfRhythm } from '../../../apps/web/src/components/pacer/rhythm-pattern.ts';
import { breathCues, scheduleOf } from '@resona/contract';
import type { TRhythmDefinition } from '@resona/contract';
import { ANCHOR_MARK } from '../compositor-frames.ts';
import { TimerChain } from './timer-chain.ts';

/**
 * The benchmark page: the real <Pacer> driven by the real usePacer at 5.5 bpm (4:6), a naive
 * timer-chain pacer beside it, and recorders. Playwright calls window.__bench.start() and, minutes
 * later, window.__bench.stop() to collect everything. With `?rhythm=<JSON {timing, ramp}>` the
 * pacer breathes that rhythm instead, turned into the engine's pattern by `patternOfRhythm` as
 * the session player does (issue 30), and the timer chain follows the rhythm's closed form.
 */

/** The rhythm asked for in the address, or null for BENCH_PATTERN. */
const RHYTHM: TRhythmDefinition | null = (() => {
  const raw = new URLSearchParams(location.search).get('rhythm');
  return raw ? (JSON.parse(raw) as TRhythmDefinition) : null;
})();
const PATTERN: BreathPattern = RHYTHM ? patternOfRhythm(RHYTHM.timing, RHYTHM.ramp) : BENCH_PATTERN;

/** The timer chain's phase lengths for a rhythm: phase k of its closed form, holds included. */
function rhythmDurations(rhythm: TRhythmDefinition): (index: number) => number {
  const schedule = scheduleOf(rhythm.timing, rhythm.ramp);
  const perBreath = schedule.slots.length;
  return (index) => {
    const cue = breathCues(schedule, Math.floor(index / perBreath))[index % perBreath]!;
    return 1000 * (cue.end - cue.at);
  };
}

installAudioProbe();

interface Run {
  start: number;
  playBracket: [number, number];
  frames: FrameRecord;
  guide: PageRecording['guide'];
  heartbeatCalls: number;
  rafTimes: number[];
  chain: TimerChain;
  chainFrames: PageRecording['chain']['frames'];
  longTasks: LongTasks | null;
  raf: number;
}

let run: Run | null = null;
const lifecycle: string[] = [];
for (const type of ['freeze', 'resume', 'visibilitychange'] as const) {
  document.addEventListener(type, () => {
    const detail = type === 'visibilitychange' ? ` ${document.visibilityState}` : '';
    lifecycle.push(`${type}${detail} ${performance.now().toFixed(1)}`);
  });
}
let play: (() => void) | null = null;
/** The engine the pacer runs now: the guide's layout of the breath under way comes from it. */
let engineOf: (() => PacerEngine) | null = null;
const chainBar = document.createElement('div');

/** Same value the guide draws: this listener is subscribed next to <Pacer>'s own. */
function recordFrame(state: PhaseState, now: number): void {
  if (!run || state.paused) return;
  // Inside an animation frame callback, document.timeline.currentTime is that frame's timestamp;
  // the hook's 250 ms heartbeat calls listeners with performance.now() instead.
  if (now !== document.timeline.currentTime) {
    run.heartbeatCalls++;
    return;
  }
  const f = run.frames;
  f.t.push(now);
  f.cycle.push(state.cycle);
  f.phase.push(PHASE_CODE[state.phase]);
  f.progress.push(state.progress);
  recordGuide(state, now);
}

/**
 * The breath animation the compositor plays for the breath under way: one breath long (the
 * wave's 8 s drift has another duration; during a ramp the next breath's animations, made ahead,
 * are as long as the next breath).
 */
function guideAnimation(period: number): Animation | undefined {
  return document
    .getAnimations()
    .find((a) => a.playState === 'running' && a.effect?.getTiming().duration === period);
}

function recordGuide(state: PhaseState, now: number): void {
  if (!engineOf) return;
  // The layout of the breath under way: BENCH_PATTERN's one layout, or a ramp's breath by breath.
  const layout = engineOf().layoutAt(now);
  const animation = guideAnimation(layout.period);
  const g = run!.guide;
  if (!animation || typeof animation.currentTime !== 'number') return;
  g.t.push(now);
  g.startTime.push(typeof animation.startTime === 'number' ? animation.startTime : NaN);
  g.error.push(cycleError(animation.currentTime, breathOffset(layout, state), layout.period));
}

function onFrame(t: number): void {
  if (!run) return;
  run.rafTimes.push(t);
  sampleClocks();
  const drawn = run.chain.drawnAt(t);
  run.chainFrames.t.push(t);
  run.chainFrames.index.push(drawn.index);
  run.chainFrames.progress.push(drawn.progress);
  // The baseline draws too, as cheaply as it can (a transform: no layout, no paint), so its bar
  // does not add main-thread work to the frames both pacers share.
  chainBar.style.transform = `scaleX(${drawn.progress.toFixed(4)})`;
  run.raf = requestAnimationFrame(onFrame);
}

/** Calls play() and returns the first performance.now() it read: the engine's start time. */
function playAndCaptureStart(): number {
  const realNow = Performance.prototype.now;
  let first: number | null = null;
  Object.defineProperty(performance, 'now', {
    configurable: true,
    value: () => {
      const t = realNow.call(performance);
      first ??= t;
      return t;
    },
  });
  try {
    play?.();
  } finally {
    Reflect.deleteProperty(performance, 'now');
  }
  if (first === null) throw new Error('play() did not read the clock');
  return first;
}

const bridge: BenchBridge = {
  ready: false,
  start(options: PageStartOptions) {
    if (run) throw new Error('already running');
    if (!play) throw new Error('pacer not mounted');
    startAudioRecording();
    // Ties the trace's clock to performance.now() (compositor-frames.ts).
    performance.mark(ANCHOR_MARK);
    const before = performance.now();
    const start = playAndCaptureStart();
    const after = performance.now();
    run = {
      start,
      playBracket: [before, after],
      frames: { t: [], cycle: [], phase: [], progress: [] },
      guide: { t: [], startTime: [], error: [] },
      heartbeatCalls: 0,
      rafTimes: [],
      chain: RHYTHM ? new TimerChain(rhythmDurations(RHYTHM)) : new TimerChain(),
      chainFrames: { t: [], index: [], progress: [] },
      longTasks: options.longTasks
        ? new LongTasks(options.seed, options.longTaskMs, options.longTaskGapMs)
        : null,
      raf: 0,
    };
    run.raf = requestAnimationFrame(onFrame);
    return { start };
  },
  stop() {
    if (!run) throw new Error('not running');
    const r = run;
    const end = performance.now();
    cancelAnimationFrame(r.raf);
    r.chain.stop();
    r.longTasks?.stop();
    run = null;
    const { cues, clocks, audio } = stopAudioRecording();
    return {
      rhythm: RHYTHM,
      start: r.start,
      playBracket: r.playBracket,
      frames: r.frames,
      guide: r.guide,
      heartbeatCalls: r.heartbeatCalls,
      rafTimes: r.rafTimes,
      cues,
      clocks,
      audio,
      chain: { start: r.chain.start, changes: r.chain.changes, frames: r.chainFrames },
      longTasks: r.longTasks?.tasks ?? [],
      end,
      lifecycle: lifecycle.splice(0),
      crossOriginIsolated: window.crossOriginIsolated,
    };
  },
};

declare global {
  interface Window {
    __bench: BenchBridge;
  }
}
window.__bench = bridge;

const LABELS = { inhale: 'Breathe in', exhale: 'Breathe out', hold: 'Hold', paused: 'Paused' };
/** `?theme=ocean` or `?theme=night` to look at the other shapes; the bench uses the default. */
const themeId = new URLSearchParams(location.search).get('theme') as PacerThemeId | null;
const theme = themeId ? PACER_THEMES[themeId] : undefined;

function App() {
  const pacer = usePacer({ pattern: PATTERN, sound: true, volume: 0.25 });
  const { subscribe } = pacer;
  useEffect(() => subscribe(recordFrame), [subscribe]);
  useEffect(() => {
    play = pacer.play;
    engineOf = pacer.engine ?? null;
    bridge.ready = true;
  }, [pacer.play, pacer.engine]);
  const chainRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    chainRef.current?.append(chainBar);
  }, []);
  return (
    <main style={{ maxInlineSize: '28rem', margin: '0 auto' }}>
      <Pacer pacer={pacer} labels={LABELS} theme={theme} motion="full" />
      <p>Timer chain (baseline)</p>
      <div ref={chainRef} style={{ blockSize: '0.5rem', background: '#ddd' }} />
    </main>
  );
}

chainBar.style.cssText =
  'block-size: 100%; background: #2f6f6a; transform: scaleX(0); transform-origin: left; will-change: transform';
const root = document.getElementById('root');
if (!root) throw new Error('#root missing');
createRoot(root).render(<App />);
