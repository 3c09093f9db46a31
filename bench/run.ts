import { existsSync, readdirSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Runs every benchmark (a folder bench/<name>/ with a bench.ts exporting `run`), or the ones
 * named on the command line, and writes each result to bench/results/<name>.json.
 *
 *   npm run bench               all of them
 *   npm run bench -- pacer      one by name
 */

interface BenchModule {
  run(log?: (line: string) => void): Promise<unknown>;
}

const here = import.meta.dirname;
const available = readdirSync(here, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(here, d.name, 'bench.ts')))
  .map((d) => d.name)
  .sort();

const asked = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = asked.filter((name) => !available.includes(name));
if (unknown.length) {
  console.error(`Unknown benchmark: ${unknown.join(', ')}. Available: ${available.join(', ')}`);
  process.exit(2);
}

const results = join(here, 'results');
await mkdir(results, { recursive: true });
let failed = false;
for (const name of asked.length ? asked : available) {
  const started = Date.now();
  try {
    const mod = (await import(`./${name}/bench.ts`)) as BenchModule;
    const result = await mod.run();
    const file = join(results, `${name}.json`);
    const data = { name, date: new Date().toISOString(), node: process.version, result };
    await writeFile(`${file}.tmp`, `${JSON.stringify(data, null, 2)}\n`);
    await rename(`${file}.tmp`, file);
    console.log(`${name}: done in ${((Date.now() - started) / 1000).toFixed(0)} s → ${file}`);
  } catch (error) {
    failed = true;
    console.error(`${name}: failed:`, error);
  }
}
process.exit(failed ? 1 : 0);
