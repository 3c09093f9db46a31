import { sessionHeartSummary } from '@resona/contract/heart';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BreathDemoSource } from './breath-demo-source.ts';

/** Two minutes of the session demo heart on fake timers, summarised as the server does. */
function twoMinutesOf(breathAt: (now: number) => number) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  const beatMs: number[] = [];
  const rrMs: number[] = [];
  const source = new BreathDemoSource(() => breathAt(performance.now()));
  void source.start((event) => {
    if (event.type !== 'beats') return;
    beatMs.push(event.at);
    rrMs.push(event.rr[0]!);
  });
  vi.advanceTimersByTime(120_000);
  source.stop();
  return sessionHeartSummary({ beatMs, rrMs }, 6);
}

describe('the session demo heart', () => {
  afterEach(() => vi.useRealTimers());

  it('swings with the breath the guide shows', () => {
    const periodMs = 10_000;
    const breathing = twoMinutesOf((now) => 0.5 - 0.5 * Math.cos((2 * Math.PI * now) / periodMs));
    expect(breathing.meanSwingBpm).toBeGreaterThan(8);
    // Held breath (a paused guide): only the jitter and the drift are left.
    const still = twoMinutesOf(() => 0.5);
    expect(still.meanSwingBpm).toBeLessThan(breathing.meanSwingBpm! / 2);
  });
});
