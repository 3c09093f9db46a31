import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { launchChromium } from '../lib/browser.ts';
import type { ServerProcess } from '../lib/server-process.ts';
import { serveBuilds, type ServedBuild } from './serve-builds.ts';

/**
 * Where a page's main thread goes before it can be used (issue 34): a Chromium performance trace
 * and CPU profile of one load with the CPU slowed as the bench slows it, read into its long
 * tasks and, in each, the scripts and modules its time went to, style, layout and parsing. Serves
 * the last `npm run build` (apps/web/dist), or the builds BENCH_TRACE_WEB_DIST names, from the
 * production server; /login is opened signed out, any other path signed in as the demo account.
 * See bench/README.md (page-speed).
 *
 *   npx tsx bench/page-speed/trace.ts [/home] [runs]
 */

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event: not the time other processes had the CPU. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> } & Record<string, unknown>;
}

const path = process.argv[2] ?? '/home';
const runs = Number(process.argv[3] ?? 1);
const cpu = Number(process.env.BENCH_PAGE_SPEED_CPU ?? 4);
/** The builds to trace: BENCH_TRACE_WEB_DIST, comma-separated, else the last `npm run build`. */
const webDists = (
  process.env.BENCH_TRACE_WEB_DIST ?? join(import.meta.dirname, '../../apps/web/dist')
)
  .split(',')
  .map((dist) => resolve(dist));
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'toplevel',
  'loading',
  'blink.user_timing',
].join(',');

interface Profile {
  nodes: { id: number; callFrame: { url: string; lineNumber: number; functionName: string } }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

async function trace(page: Page, load: () => Promise<void>) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) =>
    events.push(...(value as unknown as TraceEvent[])),
  );
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await cdp.send('Profiler.start');
  await load();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  await cdp.send('Tracing.end');
  await done;
  return { events, profile };
}

/**
 * The module a line of a built chunk belongs to: an unminified build (`vite build --minify
 * false`) heads each module with a `// path` comment. Minified, every line is the chunk's.
 */
const chunkLines = new Map<string, string[]>();
async function moduleAt(webDist: string, url: string, line: number): Promise<string> {
  const file = short(url);
  if (!file.startsWith('/assets/')) return file || '(native)';
  const key = join(webDist, file);
  if (!chunkLines.has(key)) {
    const text = await readFile(key, 'utf8').catch(() => '');
    let current = file;
    chunkLines.set(
      key,
      text.split('\n').map((l) => {
        const head = /^\/\/ ((?:\.\.\/)*(?:src|node_modules|packages)\/.*)$/.exec(l);
        if (head) current = head[1]!.replace(/^(\.\.\/)+/, '');
        return current;
      }),
    );
  }
  return chunkLines.get(key)![line] ?? file;
}

/** Sampled self time per module between two trace timestamps (µs). */
async function modulesBetween(
  webDist: string,
  profile: Profile,
  from: number,
  to: number,
  functions = false,
) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const time = new Map<string, number>();
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i]!;
    const next = at + (profile.timeDeltas[i + 1] ?? 0);
    if (at < from || at > to) continue;
    const frame = byId.get(profile.samples[i]!)!;
    const where = frame.url
      ? `${await moduleAt(webDist, frame.url, frame.lineNumber)}${functions ? ` ${frame.functionName}` : ''}`
      : `(${frame.functionName || 'program'})`;
    time.set(where, (time.get(where) ?? 0) + (next - at));
  }
  return [...time.entries()].sort((a, b) => b[1] - a[1]);
}

/** The renderer's main thread that ran the page: the one with the most task time. */
function mainThread(events: TraceEvent[]) {
  const names = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const busy = names.map(({ pid, tid }) => ({
    pid,
    tid,
    total: events
      .filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask')
      .reduce((sum, e) => sum + (e.dur ?? 0), 0),
  }));
  return busy.sort((a, b) => b.total - a.total)[0]!;
}

const ms = (us: number) => Math.round(us / 1000);
const short = (url: unknown) =>
  typeof url === 'string' ? url.replace(/^https?:\/\/[^/]+/, '') || url : '';

/** What a slice of the task was: a script's URL for script work, else the event's name. */
function label(e: TraceEvent): string | null {
  const data = e.args?.data ?? {};
  switch (e.name) {
    case 'EvaluateScript':
    case 'v8.compile':
    case 'v8.compileModule':
    case 'v8.evaluateModule':
      return `${e.name} ${short(data.url ?? e.args?.fileName)}`;
    case 'FunctionCall':
      return `FunctionCall ${short(data.url)} ${String(data.functionName ?? '')}`.trim();
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'EventDispatch':
    case 'RunMicrotasks':
    case 'ParseHTML':
    case 'UpdateLayoutTree':
    case 'Layout':
    case 'PrePaint':
    case 'Paint':
    case 'ParseAuthorStyleSheet':
    case 'MajorGC':
    case 'MinorGC':
    case 'V8.GC_SCAVENGER':
    case 'BlinkGC.AtomicPhase':
    case 'HitTest':
    case 'ScheduleStyleRecalculation':
      return e.name;
    default:
      return null;
  }
}

/** Each long task with its slices' self time, largest first. */
function longTasks(events: TraceEvent[]) {
  const main = mainThread(events);
  const own = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.pid === main.pid &&
      String(e.args?.data?.documentLoaderURL ?? '').endsWith(path),
  );
  const origin = navigation?.ts ?? own[0]!.ts;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid);
  const tasks = own.filter((e) => e.name === 'RunTask' && e.dur! > 50_000 && e.ts >= origin);
  return {
    fcpMs: fcp ? ms(fcp.ts - origin) : null,
    tasks: tasks.map((task) => {
      const inside = own.filter(
        (e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!,
      );
      // Self time of each labelled slice: its duration less its labelled children's.
      const labelled = inside.filter((e) => label(e));
      const self = new Map<string, number>();
      for (const e of labelled) {
        const children = labelled.filter(
          (c) => c !== e && c.ts >= e.ts && c.ts + c.dur! <= e.ts + e.dur!,
        );
        const direct = children.filter(
          (c) =>
            !children.some(
              (p) => p !== c && c.ts >= p.ts && c.ts + c.dur! <= p.ts + p.dur! && p.dur! > c.dur!,
            ),
        );
        const time = e.dur! - direct.reduce((sum, c) => sum + c.dur!, 0);
        self.set(label(e)!, (self.get(label(e)!) ?? 0) + time);
      }
      return {
        from: task.ts,
        to: task.ts + task.dur!,
        startMs: ms(task.ts - origin),
        durationMs: ms(task.dur!),
        /**
         * Its CPU time times the slowdown: what it takes with the CPU slowed on an idle
         * machine (as Lighthouse simulates it), steadier on a shared one than its wall time.
         */
        cpuMs: ms((task.tdur ?? task.dur!) * cpu),
        slices: [...self.entries()]
          .filter(([, time]) => time >= 5_000)
          .sort((a, b) => b[1] - a[1])
          .map(([what, time]) => `${ms(time)} ms ${what}`),
      };
    }),
  };
}

/** In the page before its scripts: when #root stops being inert, i.e. React has taken it over. */
const USABLE_RECORDER = `
  window.__usable = null;
  new MutationObserver((_, observer) => {
    const root = document.getElementById('root');
    if (!root || root.hasAttribute('inert') || !root.dataset.prerendered) return;
    window.__usable = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['inert'] });
`;

interface Build extends ServedBuild {
  figures: {
    fcp: number | null;
    blocking: number;
    longest: number;
    cpuBlocking: number;
    cpuLongest: number;
    usable: number | null;
  }[];
}

async function signIn(context: BrowserContext, build: Build) {
  const page = await context.newPage();
  await page.goto(`${build.base}/login`);
  await page.getByRole('textbox', { name: /email/i }).fill(build.demo.email);
  await page
    .getByLabel(/password/i)
    .first()
    .fill(build.demo.password);
  await page
    .getByRole('button', { name: /log in|sign in/i })
    .first()
    .click();
  await page.waitForURL((url) => !url.pathname.toLowerCase().startsWith('/login'));
  await page.close();
}

async function traceOnce(browser: Browser, build: Build, run: number) {
  const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block' });
  await context.addInitScript({ content: USABLE_RECORDER });
  if (path !== '/login') await signIn(context, build);
  const page = await context.newPage();
  const { events, profile } = await trace(page, async () => {
    await page.goto(`${build.base}${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(3000);
  });
  const usable = await page.evaluate(() => (window as unknown as { __usable: number }).__usable);
  // Each modulepreload link added for a lazy module's dependencies costs its insertion on the
  // main thread (Chromium starts the module's fetch there): how many the page has after its load.
  const preloadLinks = await page.evaluate(
    () => document.querySelectorAll('link[rel=modulepreload]').length,
  );
  if (process.env.BENCH_TRACE_FILE) {
    await writeFile(process.env.BENCH_TRACE_FILE, JSON.stringify({ traceEvents: events }));
    await writeFile(`${process.env.BENCH_TRACE_FILE}.cpuprofile`, JSON.stringify(profile));
  }
  const { fcpMs, tasks } = longTasks(events);
  // As Lighthouse counts it: each task's time beyond 50 ms, from the first contentful paint.
  const blocking = tasks
    .filter((t) => fcpMs === null || t.startMs >= fcpMs)
    .reduce((sum, t) => sum + t.durationMs - 50, 0);
  const longest = Math.max(0, ...tasks.map((t) => t.durationMs));
  const cpuBlocking = tasks
    .filter((t) => fcpMs === null || t.startMs >= fcpMs)
    .reduce((sum, t) => sum + Math.max(0, t.cpuMs - 50), 0);
  const cpuLongest = Math.max(0, ...tasks.map((t) => t.cpuMs));
  build.figures.push({
    fcp: fcpMs,
    blocking,
    longest,
    cpuBlocking,
    cpuLongest,
    usable: usable === null ? null : Math.round(usable),
  });
  console.log(
    `${build.dist} ${path} run ${run}, CPU ${cpu}×: FCP ${fcpMs} ms, usable ${Math.round(usable ?? NaN)} ms, ` +
      `${tasks.length} tasks over 50 ms, longest ${longest} ms, blocking after FCP ${blocking} ms; ` +
      `by CPU time ×${cpu}: longest ${cpuLongest} ms, blocking ${cpuBlocking} ms; ` +
      `${preloadLinks} modulepreload links`,
  );
  for (const task of tasks) {
    console.log(
      `  task at ${task.startMs} ms, ${task.durationMs} ms (CPU ×${cpu}: ${task.cpuMs} ms)`,
    );
    for (const slice of task.slices.slice(0, 8)) console.log(`    ${slice}`);
    const functions = !!process.env.BENCH_TRACE_FUNCTIONS;
    const modules = await modulesBetween(build.dist, profile, task.from, task.to, functions);
    for (const [where, time] of modules.slice(0, 14).filter(([, t]) => t >= 3_000)) {
      console.log(`      ${ms(time)} ms in ${where}`);
    }
  }
  await context.close();
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'resona-trace-'));
  const servers: ServerProcess[] = [];
  const builds: Build[] = [];
  const browser = await launchChromium();
  try {
    // Each build served by a server of its own, traced in turn, run after run: two builds
    // compared on a shared machine see the same load.
    for (const served of await serveBuilds(webDists, dataDir, servers)) {
      builds.push({ ...served, figures: [] });
    }
    for (let run = 1; run <= runs; run++) {
      for (const build of builds) await traceOnce(browser, build, run);
    }
    console.log(`\nMedian of ${runs} (CPU ${cpu}×), ${path}:`);
    for (const { dist, figures } of builds) {
      const usable = figures.flatMap((f) => (f.usable === null ? [] : [f.usable]));
      const fcp = figures.flatMap((f) => (f.fcp === null ? [] : [f.fcp]));
      console.log(
        `  ${dist}: FCP ${fcp.length ? median(fcp) : '–'} ms, blocking after FCP ${median(figures.map((f) => f.blocking))} ms, ` +
          `longest task ${median(figures.map((f) => f.longest))} ms, ` +
          `usable ${usable.length ? median(usable) : '–'} ms ` +
          `(blocking per run: ${figures.map((f) => f.blocking).join(', ')}); by CPU time ×${cpu}: ` +
          `blocking ${median(figures.map((f) => f.cpuBlocking))} ms, ` +
          `longest task ${median(figures.map((f) => f.cpuLongest))} ms ` +
          `(blocking per run: ${figures.map((f) => f.cpuBlocking).join(', ')})`,
      );
    }
  } finally {
    await browser.close();
    for (const server of servers) await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
