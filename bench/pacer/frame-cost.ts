import type { Browser } from 'playwright-core';
import { round } from '../lib/stats.ts';
import type { PageStartOptions } from './recording.ts';

/**
 * What one frame of the idle pacer costs, in CPU time per thread, from a Chromium trace: the
 * figure that does not depend on how busy the machine is (dropped frames do). Thread CPU (`tdur`)
 * of the top-level tasks of the page's main thread, its compositor thread, the raster workers and
 * the display compositor (viz), divided by the animation frames the page saw while tracing.
 */

export interface FrameCost {
  seconds: number;
  frames: number;
  /** ms of thread CPU per frame. */
  main: number;
  compositor: number;
  raster: number;
  display: number;
  total: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  tdur?: number;
  args?: { name?: string };
}

/** Thread name → which figure its tasks go to, and the task event that wraps each unit of work. */
const THREADS: Record<
  string,
  { key: Exclude<keyof FrameCost, 'seconds' | 'frames' | 'total'>; task: string }
> = {
  CrRendererMain: { key: 'main', task: 'RunTask' },
  Compositor: { key: 'compositor', task: 'RunTask' },
  VizCompositorThread: { key: 'display', task: 'RunTask' },
  ThreadPoolForegroundWorker: { key: 'raster', task: 'RasterizerTaskImpl::RunOnWorkerThread' },
};

export function frameCostOf(
  events: readonly TraceEvent[],
  frames: number,
  seconds: number,
): FrameCost {
  const names = new Map<string, string>();
  for (const e of events) {
    if (e.name === 'thread_name' && e.args?.name) names.set(`${e.pid}:${e.tid}`, e.args.name);
  }
  const cpu = { main: 0, compositor: 0, raster: 0, display: 0 };
  for (const e of events) {
    if (e.ph !== 'X') continue;
    const thread = THREADS[names.get(`${e.pid}:${e.tid}`) ?? ''];
    if (thread && e.name === thread.task) cpu[thread.key] += (e.tdur ?? 0) / 1000;
  }
  const per = (ms: number) => round(ms / Math.max(frames, 1));
  const total = cpu.main + cpu.compositor + cpu.raster + cpu.display;
  return {
    seconds,
    frames,
    main: per(cpu.main),
    compositor: per(cpu.compositor),
    raster: per(cpu.raster),
    display: per(cpu.display),
    total: per(total),
  };
}

/** The idle pacer in a fresh context, traced for `seconds` after a 2 s warm-up. */
export async function measureFrameCost(
  browser: Browser,
  url: string,
  seconds: number,
): Promise<FrameCost> {
  const context = await browser.newContext({ viewport: { width: 800, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    await page.waitForFunction(() => window.__bench?.ready === true, null, { timeout: 30_000 });
    const options: PageStartOptions = {
      longTasks: false,
      seed: 1,
      longTaskMs: [50, 250],
      longTaskGapMs: [500, 1500],
    };
    await page.evaluate((o) => window.__bench.start(o), options);
    await page.waitForTimeout(2000);
    await browser.startTracing(page, {
      categories: [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'cc',
        'viz',
      ],
    });
    const from = await page.evaluate(() => performance.now());
    await page.waitForTimeout(seconds * 1000);
    const to = await page.evaluate(() => performance.now());
    const trace = await browser.stopTracing();
    const recording = await page.evaluate(() => window.__bench.stop());
    const frames = recording.rafTimes.filter((t) => t >= from && t <= to).length;
    const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    return frameCostOf(events, frames, seconds);
  } finally {
    await context.close().catch(() => undefined);
  }
}
