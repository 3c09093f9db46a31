import { execFileSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { build } from 'esbuild';
import { Piscina } from 'piscina';
import { PASSWORD_MAX_LENGTH } from '@resona/contract';
import { serverBuildOptions, workerEntries } from '../../apps/server/build-options.mjs';
import type { PasswordCheckTask } from '../../apps/server/src/features/auth/password-check-worker.ts';
import {
  loadPasswordJudge,
  type PasswordVerdict,
} from '../../apps/server/src/features/auth/password-rule.ts';
import { median, round } from '../lib/stats.ts';

/**
 * bench/password-check: what judging a new password costs (decision 104). zxcvbn's dictionaries
 * load once, on the first password a server is given; each sign-up, change and reset then
 * judges one password on the password-check thread.
 *
 * - load: importing zxcvbn-ts with its common and English dictionaries and building it, in a
 *   fresh node process each time (and the heap it keeps);
 * - check: one password, after a warm-up, in this process: the usual ones people type (8–20
 *   characters, refused and accepted) and long ones up to the spec's 128;
 * - thread: the server's own path, the bundled task on a thread of its own as `npm start` runs
 *   it: the first password (thread start and load included), then warm ones, while the event
 *   loop's delay is watched: the check must not hold it.
 */
const LOAD_RUNS = 5;
const CHECK_RUNS = 20;
const AIMS = { loadMs: 500, usualMedianMs: 10, usualP95Ms: 30, longestMs: 1_000, loopDelayMs: 20 };

const EMAIL = 'anna.mueller1985@uni-hamburg.de';
const USUAL = [
  'Password1!',
  'P@ssw0rd1!',
  'Welcome123!',
  'Admin2024!',
  'Resona2024!',
  '!Breathe1',
  'Anna.Mueller1!',
  'Qwertz123!',
  'Summer2023!',
  'Kx7#mPq2',
  'BlueOcean7!',
  'Tidal-Lantern-42!',
  'Quiet-Harbour-77?',
  'Blue-Kettle-Morning-7',
  'correct horse battery 9!',
];
const random = (length: number) =>
  Array.from({ length }, () => String.fromCharCode(33 + randomInt(94))).join('');
const LONG: Record<string, () => string> = {
  'passphrase 68': () => 'Seven quiet lanterns drift past the harbour wall at 4 a.m., humming!',
  'random 64': () => random(64),
  'random 100': () => random(100),
  [`random ${PASSWORD_MAX_LENGTH}`]: () => random(PASSWORD_MAX_LENGTH),
  [`"P@$$w0rd1!" × 12 (${PASSWORD_MAX_LENGTH})`]: () =>
    'P@$$w0rd1!'.repeat(13).slice(0, PASSWORD_MAX_LENGTH),
};

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

/** One fresh process: how long loadPasswordJudge takes, and the heap it adds. */
function coldLoad(): { ms: number; heapMb: number } {
  const script = `
    const { loadPasswordJudge } = await import(${JSON.stringify(
      fileURLToPath(
        new URL('../../apps/server/src/features/auth/password-rule.ts', import.meta.url),
      ),
    )});
    globalThis.gc(); const before = process.memoryUsage().heapUsed;
    const started = performance.now();
    const judge = await loadPasswordJudge();
    const ms = performance.now() - started;
    globalThis.gc(); const heapMb = (process.memoryUsage().heapUsed - before) / 1e6;
    judge('warm-Up-1!', 'a@b.c');
    console.log(JSON.stringify({ ms, heapMb }));`;
  const out = execFileSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script],
    { encoding: 'utf8' },
  );
  return JSON.parse(out.trim().split('\n').at(-1)!) as { ms: number; heapMb: number };
}

function time(fn: () => unknown) {
  const started = performance.now();
  fn();
  return performance.now() - started;
}

export async function run(log: (line: string) => void = console.log) {
  const load = round(loadavg()[0] ?? 0, 1);
  log(`password-check: zxcvbn-ts, ${process.version}, load ${load}`);

  const loads = Array.from({ length: LOAD_RUNS }, coldLoad);
  const loadMs = median(loads.map((l) => l.ms));
  const heapMb = median(loads.map((l) => l.heapMb));
  log(
    `  load: median ${round(loadMs, 0)} ms of ${LOAD_RUNS} fresh processes, heap +${round(heapMb, 1)} MB`,
  );

  const judge = await loadPasswordJudge();
  for (const password of USUAL) judge(password, EMAIL); // warm-up
  const usual: number[] = [];
  for (let i = 0; i < CHECK_RUNS; i++) {
    for (const password of USUAL) usual.push(time(() => judge(password, EMAIL)));
  }
  const usualMedian = median(usual);
  const usualP95 = percentile(usual, 0.95);
  log(
    `  check, ${USUAL.length} usual passwords × ${CHECK_RUNS}: median ${round(usualMedian, 2)} ms, p95 ${round(usualP95, 2)} ms, max ${round(Math.max(...usual), 1)} ms`,
  );
  const long: Record<string, { medianMs: number; maxMs: number }> = {};
  for (const [name, make] of Object.entries(LONG)) {
    const times = Array.from({ length: 7 }, () => {
      const password = make();
      return time(() => judge(password, EMAIL));
    });
    long[name] = { medianMs: round(median(times), 1), maxMs: round(Math.max(...times), 1) };
    log(`  check, ${name}: median ${long[name].medianMs} ms, max ${long[name].maxMs} ms`);
  }
  const longestMs = Math.max(...Object.values(long).map((l) => l.maxMs));

  // The server's own path: the bundled task (as `npm start` runs it) on a thread of its own.
  const outdir = fileURLToPath(new URL('../../apps/server/dist', import.meta.url));
  await build({
    ...serverBuildOptions,
    entryPoints: { 'password-check-worker': workerEntries['password-check-worker']! },
    outdir,
  });
  const thread = new Piscina<PasswordCheckTask, PasswordVerdict>({
    filename: join(outdir, 'password-check-worker.js'),
    minThreads: 0,
    maxThreads: 1,
  });
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const firstStarted = performance.now();
  await thread.run({ password: 'Password1!', email: EMAIL });
  const firstMs = performance.now() - firstStarted;
  const warm: number[] = [];
  for (let i = 0; i < CHECK_RUNS; i++) {
    for (const password of USUAL) {
      const started = performance.now();
      await thread.run({ password, email: EMAIL });
      warm.push(performance.now() - started);
    }
  }
  for (let i = 0; i < 3; i++) {
    await thread.run({ password: random(PASSWORD_MAX_LENGTH), email: EMAIL });
  }
  loop.disable();
  await thread.destroy();
  const loopMaxMs = loop.max / 1e6;
  log(
    `  thread: first password ${round(firstMs, 0)} ms (start and load), then median ${round(median(warm), 2)} ms, p95 ${round(percentile(warm, 0.95), 2)} ms; event loop delay max ${round(loopMaxMs, 1)} ms`,
  );

  const aims = [
    {
      what: `load ≤ ${AIMS.loadMs} ms`,
      value: `${round(loadMs, 0)} ms`,
      met: loadMs <= AIMS.loadMs,
    },
    {
      what: `usual password ≤ ${AIMS.usualMedianMs} ms median, ≤ ${AIMS.usualP95Ms} ms p95`,
      value: `${round(usualMedian, 2)} / ${round(usualP95, 2)} ms`,
      met: usualMedian <= AIMS.usualMedianMs && usualP95 <= AIMS.usualP95Ms,
    },
    {
      what: `${PASSWORD_MAX_LENGTH} characters ≤ ${AIMS.longestMs} ms`,
      value: `${longestMs} ms`,
      met: longestMs <= AIMS.longestMs,
    },
    {
      what: `event loop delay while the thread judges ≤ ${AIMS.loopDelayMs} ms`,
      value: `${round(loopMaxMs, 1)} ms`,
      met: loopMaxMs <= AIMS.loopDelayMs,
    },
  ];
  log('  Aims:');
  for (const aim of aims) log(`    ${aim.met ? 'MET ' : 'MISS'} ${aim.what}  ${aim.value}`);
  return {
    load,
    loadMs: round(loadMs, 1),
    loadRunsMs: loads.map((l) => round(l.ms, 1)),
    heapMb: round(heapMb, 1),
    usual: { medianMs: round(usualMedian, 3), p95Ms: round(usualP95, 3), count: usual.length },
    long,
    thread: {
      firstMs: round(firstMs, 1),
      medianMs: round(median(warm), 3),
      p95Ms: round(percentile(warm, 0.95), 3),
      loopDelayMaxMs: round(loopMaxMs, 1),
    },
    aims,
  };
}
