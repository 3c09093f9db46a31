import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ServerProcess } from '../lib/server-process.ts';
import { lighthouseScores, type LighthouseScore } from './lighthouse.ts';
import { serveBuilds } from './serve-builds.ts';

/**
 * Lighthouse's mobile score of /login and /home for several builds, scored in turn, round after
 * round, so a before and after see the same load on a shared machine (issue 34): one run on this
 * machine swings by 10 points with the load. Each build (a `npm run build` output folder) is
 * served by a production server of its own, as `page-speed/trace.ts` serves them.
 *
 *   npx tsx bench/page-speed/lighthouse-builds.ts /tmp/before apps/web/dist [rounds]
 */

const args = process.argv.slice(2);
const rounds = /^\d+$/.test(args.at(-1) ?? '') ? Number(args.pop()) : 3;
const dists = args.map((dist) => resolve(dist));
if (dists.length === 0) throw new Error('name at least one build folder');

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'resona-lighthouse-builds-'));
  const servers: ServerProcess[] = [];
  const scores = new Map<string, LighthouseScore[]>(dists.map((dist) => [dist, []]));
  // One Lighthouse run a page a round: the rounds interleave the builds.
  process.env.BENCH_LIGHTHOUSE_RUNS = '1';
  try {
    const builds = await serveBuilds(dists, dataDir, servers);
    for (let round = 1; round <= rounds; round++) {
      for (const { dist, base, demo } of builds) {
        const pages = await lighthouseScores(base, demo);
        scores.get(dist)!.push(...pages);
        console.log(
          `round ${round} ${dist}: ` +
            pages.map((p) => `${p.page} ${p.score} (TBT ${p.tbtMs?.toFixed(0)} ms)`).join(', '),
        );
      }
    }
    console.log(`\nMedian of ${rounds}, Lighthouse mobile:`);
    for (const [dist, all] of scores) {
      for (const page of ['/login', '/home']) {
        const runs = all.filter((s) => s.page === page);
        const figure = (pick: (s: LighthouseScore) => number | null) =>
          median(runs.map(pick).filter((v): v is number => v !== null))?.toFixed(0);
        console.log(
          `  ${dist} ${page}: score ${figure((s) => s.score)}, TBT ${figure((s) => s.tbtMs)} ms, ` +
            `LCP ${figure((s) => s.lcpMs)} ms, CLS ${median(runs.map((s) => s.cls ?? 0))} ` +
            `(scores ${runs.map((s) => s.score).join(', ')}; TBT ` +
            `${runs.map((s) => s.tbtMs?.toFixed(0)).join(', ')})`,
        );
      }
    }
  } finally {
    for (const server of servers) await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
