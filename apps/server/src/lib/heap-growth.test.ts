import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULE = fileURLToPath(new URL('./heap-growth.ts', import.meta.url));

/**
 * A process that keeps about 20 MB alive while it churns through short-lived objects, as the
 * server does under load, and prints the largest heap V8 committed. The setting is made after
 * the process has started, as main.ts makes it, so this also shows that a setting made at run
 * time still reaches V8's limit.
 */
function peakHeapMB(percent: number) {
  const script = `
    const { keepHeapNearLiveSize } = await import(${JSON.stringify(MODULE)});
    keepHeapNearLiveSize(${percent});
    const kept = [];
    let peak = 0;
    for (let i = 0; i < 3e6; i++) {
      kept.push({ at: i, name: 'row ' + i, pair: [i, i + 1] });
      if (kept.length > 200000) kept.splice(0, 100000);
      if (i % 10000 === 0) peak = Math.max(peak, process.memoryUsage().heapTotal);
    }
    process.stdout.write(String(peak / 2 ** 20));
  `;
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', script],
    { encoding: 'utf8' },
  );
  return Number(out);
}

describe('keepHeapNearLiveSize', () => {
  it('keeps the heap well below what V8 grows to on its own', () => {
    const own = peakHeapMB(0);
    const held = peakHeapMB(50);
    expect(own).toBeGreaterThan(0);
    expect(held).toBeLessThan(own * 0.8);
  }, 60_000);
});
