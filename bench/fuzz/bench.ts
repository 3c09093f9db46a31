import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * bench/fuzz (issue 5): the fuzzing of apps/server/src/test/security/fuzz.test.ts with 2,000
 * generated malformed requests per route instead of `npm test`'s 200 (FUZZ_RUNS sets another
 * number). It runs the very same test through vitest on PostgreSQL, so a 5xx or a reply outside the
 * contract fails here as it would there, and reports the cases sent and the time they took.
 */

interface FuzzReport {
  runsPerRoute: number;
  routes: number;
  cases: number;
  totalMs: number;
  timings: Record<string, { cases: number; ms: number; statuses: Record<string, number> }>;
}

const REPO = fileURLToPath(new URL('../../', import.meta.url));

export async function run(log: (line: string) => void = console.log) {
  const runs = process.env.FUZZ_RUNS ?? '2000';
  const dir = await mkdtemp(join(tmpdir(), 'resona-fuzz-'));
  const reportFile = join(dir, 'report.json');
  try {
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(
        'npx',
        ['vitest', 'run', '--project', 'server', 'apps/server/src/test/security/fuzz.test.ts'],
        {
          cwd: REPO,
          env: { ...process.env, FUZZ_RUNS: runs, FUZZ_REPORT: reportFile },
          stdio: ['ignore', 'inherit', 'inherit'],
        },
      );
      child.on('exit', resolve);
    });
    if (code !== 0) throw new Error(`the fuzzing found a failure (vitest exited ${code})`);
    const report = JSON.parse(await readFile(reportFile, 'utf8')) as FuzzReport;
    const statuses: Record<string, number> = {};
    for (const route of Object.values(report.timings)) {
      for (const [status, count] of Object.entries(route.statuses)) {
        statuses[status] = (statuses[status] ?? 0) + count;
      }
    }
    const slowest = Object.entries(report.timings)
      .sort(([, a], [, b]) => b.ms - a.ms)
      .slice(0, 5)
      .map(([key, t]) => `${key} ${(t.ms / t.cases).toFixed(2)} ms/case`);
    const perCase = report.totalMs / report.cases;
    log(`fuzz: ${report.cases} cases, ${report.runsPerRoute} on each of ${report.routes} routes`);
    log(`fuzz: ${(report.totalMs / 1000).toFixed(1)} s, ${perCase.toFixed(2)} ms a case`);
    log(
      `fuzz: 5xx replies: ${Object.keys(statuses).filter((s) => Number(s) >= 500).length} (aim 0)`,
    );
    log(`fuzz: statuses ${JSON.stringify(statuses)}`);
    log(`fuzz: slowest routes: ${slowest.join('; ')}`);
    return {
      runsPerRoute: report.runsPerRoute,
      routes: report.routes,
      cases: report.cases,
      seconds: Math.round(report.totalMs) / 1000,
      msPerCase: Math.round(perCase * 100) / 100,
      statuses,
      slowest,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
