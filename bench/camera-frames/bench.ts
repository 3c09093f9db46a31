import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { build } from 'vite';
import { pulseScene } from '../../apps/web/src/lib/heart-rate/camera/synthetic-pulse.ts';
import { fakeCameraArgs, writeFakeVideo } from '../../e2e/support/fake-camera.ts';
import { launchChromium } from '../lib/browser.ts';
import { serveStatic } from '../lib/static-server.ts';
import { round } from '../lib/stats.ts';
import type { CameraSnapshot, FramesPath } from './page/main.ts';

/**
 * bench/camera-frames: what the camera costs the page's main thread per frame (issue 31's aim:
 * ≤ 2 ms at CPU ×4). Chromium's fake camera plays a synthetic fingertip (a steady 66 bpm heart,
 * a Y4M from e2e/support/fake-camera.ts); the page starts CameraHeartSource as the assessment does.
 * Every way the frames reach the worker is measured: `stream` (Chromium's MediaStreamTrackProcessor,
 * handed over once), `video` (the other browsers' hidden video element, each frame posted as a
 * VideoFrame, forced here by hiding MediaStreamTrackProcessor) and `bitmap` (the same without
 * VideoFrame, as older Safari and Firefox: each frame's middle scaled to a bitmap).
 *
 * Main-thread time is CDP Performance.getMetrics' TaskDuration (the renderer main thread's tasks,
 * wall time, so the ×4 throttling's pauses count as they would on a slow phone) over a window with
 * the camera on, less the same length of the same page idle before the camera opened, divided by
 * the frames the track delivered in the window (MediaStreamTrack.stats.deliveredFrames; the
 * camera's frame rate × seconds where Chromium has no stats).
 *
 *   BENCH_CAMERA_WINDOW_S   seconds per window (20)
 *   BENCH_CAMERA_FPS        frame rates of the fake camera, comma-separated (30,60)
 *   BENCH_CAMERA_GPU        none, swiftshader or both (none,swiftshader)
 *   BENCH_CAMERA_PATHS      the ways frames reach the worker (stream,video,bitmap)
 *   BENCH_CAMERA_PAGES      the page around the camera: still, guide or both (still,guide)
 */
const WINDOW_S = Number(process.env.BENCH_CAMERA_WINDOW_S ?? 20);
const FPS = (process.env.BENCH_CAMERA_FPS ?? '30,60').split(',').map(Number);
const PATHS = (process.env.BENCH_CAMERA_PATHS ?? 'stream,video,bitmap').split(',') as FramesPath[];
/**
 * Chromium without a GPU (the benchmarks' usual flags) and with SwiftShader's software GPU. Without
 * one, a worker's canvas asks the main thread for a GPU context on every frame it draws (two tasks
 * a frame, Blink's SharedGpuContext), as the camera's worker did until it read the planes itself.
 */
type Gpu = 'none' | 'swiftshader';
const GPUS = (process.env.BENCH_CAMERA_GPU ?? 'none,swiftshader').split(',') as Gpu[];
/**
 * The page around the camera: `still` renders nothing of its own, so every frame the camera's
 * requestVideoFrameCallback asks for is counted against the camera; `guide` draws a growing and
 * shrinking circle on every animation frame, as the pacer does through the assessment and a
 * session, idle and on alike, so only what the camera adds to frames the page renders anyway is.
 */
type PageKind = 'still' | 'guide';
const PAGES = (process.env.BENCH_CAMERA_PAGES ?? 'still').split(',') as PageKind[];
const CPU_RATE = 4;
const AIM_MS = 2;
/** The camera opens, the worker starts and the exposure settles (1.2 s) before the window. */
const WARM_MS = 5000;
/** A steady ~66 bpm heart for the whole video (which the fake camera loops). */
const RR_MS = 909;
const VIDEO_MS = 60_000;

/** The metrics of CDP's Performance domain this reads, in seconds. */
interface Metrics {
  Timestamp: number;
  TaskDuration: number;
  ScriptDuration: number;
}

async function metrics(cdp: CDPSession): Promise<Metrics> {
  const { metrics: list } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  const value = (name: string) => list.find((m) => m.name === name)?.value ?? NaN;
  return {
    Timestamp: value('Timestamp'),
    TaskDuration: value('TaskDuration'),
    ScriptDuration: value('ScriptDuration'),
  };
}

/** Seconds of each metric per second of the window. */
function rates(from: Metrics, to: Metrics) {
  const seconds = to.Timestamp - from.Timestamp;
  return {
    seconds,
    task: (to.TaskDuration - from.TaskDuration) / seconds,
    script: (to.ScriptDuration - from.ScriptDuration) / seconds,
  };
}

const snapshot = (page: Page) => page.evaluate(() => window.benchCamera.snapshot());

export interface PathResult {
  gpu: Gpu;
  page: PageKind;
  fps: number;
  path: FramesPath;
  /** Whether the source could find MediaStreamTrackProcessor (false for `video`). */
  processor: boolean;
  error: string | null;
  windowS: number;
  /** Frames in the window: the track's delivered count, or the frame rate × seconds. */
  frames: number;
  framesCounted: 'track stats' | 'frame rate × seconds';
  /** Frames the page posted to the worker in the window: the fallback's; 0 on the stream. */
  posted: number;
  /** Main thread busy, ms per second: idle, and with the camera on. */
  idleMsPerS: number;
  onMsPerS: number;
  /** The headline: main-thread task time per frame, camera on less idle. */
  mainMsPerFrame: number;
  scriptMsPerFrame: number;
  beats: number;
  beatsInWindow: number;
  statuses: string[];
  hint: string | null;
  met: boolean;
}

async function measure(
  browser: Browser,
  url: string,
  gpu: Gpu,
  fps: number,
  path: FramesPath,
  pageKind: PageKind,
) {
  const context = await browser.newContext({ permissions: ['camera'] });
  try {
    const page = await context.newPage();
    await page.goto(`${url}?path=${path}&guide=${pageKind === 'guide' ? 1 : 0}`);
    await page.waitForFunction(() => typeof window.benchCamera === 'object');
    const processor = await page.evaluate(() => window.benchCamera.processor);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    await page.waitForTimeout(2000);

    // The same page, idle: what the main thread does without the camera.
    const idleFrom = await metrics(cdp);
    await page.waitForTimeout(WINDOW_S * 1000);
    const idle = rates(idleFrom, await metrics(cdp));

    const error = await page.evaluate(() => window.benchCamera.start());
    await page.waitForTimeout(WARM_MS);
    const before: CameraSnapshot = await snapshot(page);
    const onFrom = await metrics(cdp);
    await page.waitForTimeout(WINDOW_S * 1000);
    const onTo = await metrics(cdp);
    const after: CameraSnapshot = await snapshot(page);
    await page.evaluate(() => window.benchCamera.stop());
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const on = rates(onFrom, onTo);

    const counted = after.deliveredFrames !== null && before.deliveredFrames !== null;
    const frames = counted
      ? after.deliveredFrames! - before.deliveredFrames!
      : Math.round((after.frameRate ?? fps) * on.seconds);
    const perFrame = (busy: number, quiet: number) =>
      frames > 0 ? ((busy - quiet) * on.seconds * 1000) / frames : NaN;
    const mainMsPerFrame = perFrame(on.task, idle.task);
    const result: PathResult = {
      gpu,
      page: pageKind,
      fps,
      path,
      processor,
      error,
      windowS: round(on.seconds, 2),
      frames,
      framesCounted: counted ? 'track stats' : 'frame rate × seconds',
      posted: after.posted - before.posted,
      idleMsPerS: round(idle.task * 1000, 2),
      onMsPerS: round(on.task * 1000, 2),
      mainMsPerFrame: round(mainMsPerFrame, 3),
      scriptMsPerFrame: round(perFrame(on.script, idle.script), 3),
      beats: after.beats,
      beatsInWindow: after.beats - before.beats,
      statuses: after.statuses,
      hint: after.hint,
      met: error === null && frames > 0 && mainMsPerFrame <= AIM_MS,
    };
    return result;
  } finally {
    await context.close();
  }
}

export async function run(log: (line: string) => void = console.log) {
  const here = import.meta.dirname;
  await build({ configFile: join(here, 'vite.config.ts'), logLevel: 'warn' });
  const server = await serveStatic(join(here, 'dist'));
  const rr = Array.from({ length: Math.ceil(VIDEO_MS / RR_MS) + 2 }, () => RR_MS);
  const rows: PathResult[] = [];
  const loads: number[] = [];
  let chromium = '';

  const measured = async (
    browser: Browser,
    gpu: Gpu,
    fps: number,
    path: FramesPath,
    pageKind: PageKind,
  ) => {
    const row = await measure(browser, server.url, gpu, fps, path, pageKind);
    const load = round(loadavg()[0] ?? 0, 1);
    loads.push(load);
    rows.push(row);
    log(
      `camera-frames: GPU ${gpu}, ${fps} fps, ${pageKind} page, ${path}${row.error ? ` (failed: ${row.error})` : ''}: ` +
        `${row.frames} frames in ${row.windowS} s (${row.framesCounted}), ` +
        `${row.mainMsPerFrame} ms main thread a frame ` +
        `(${row.onMsPerS} ms/s on, ${row.idleMsPerS} ms/s idle; ` +
        `script ${row.scriptMsPerFrame} ms a frame), ` +
        `${row.posted} posted, ${row.beats} beats (${row.beatsInWindow} in the window), ` +
        `load ${load}`,
    );
  };

  try {
    for (const fps of FPS) {
      const video = writeFakeVideo(pulseScene(rr), VIDEO_MS, fps);
      try {
        for (const gpu of GPUS) {
          const browser = await launchChromium(fakeCameraArgs(video), {
            swiftShader: gpu === 'swiftshader',
          });
          chromium = browser.version();
          try {
            for (const pageKind of PAGES) {
              for (const path of PATHS) await measured(browser, gpu, fps, path, pageKind);
            }
          } finally {
            await browser.close();
          }
        }
      } finally {
        rmSync(dirname(video.path), { recursive: true, force: true });
      }
    }
  } finally {
    await server.close();
  }
  const aims = rows.map((row) => ({
    what:
      `GPU ${row.gpu}, ${row.fps} fps, ${row.page} page, ${row.path}: ` +
      `main thread ≤ ${AIM_MS} ms a frame at CPU ×${CPU_RATE}`,
    value: `${row.mainMsPerFrame} ms`,
    met: row.met,
  }));
  log(`  Chromium ${chromium}, CPU ×${CPU_RATE}, ${WINDOW_S} s windows`);
  log('  Aims:');
  for (const aim of aims) log(`    ${aim.met ? 'MET ' : 'MISS'} ${aim.what}  ${aim.value}`);
  return { chromium, cpuRate: CPU_RATE, windowS: WINDOW_S, rrMs: RR_MS, loads, rows, aims };
}
