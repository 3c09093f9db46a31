import { describe, expect, it } from 'vitest';
import { steadyBreath } from './breath-blocks.ts';
import { demoRecording } from './demo-recording.ts';
import { DemoSource } from './demo-source.ts';
import type { HeartRateEvent } from './heart-rate-source.ts';

describe('the demo heart', () => {
  it('gives the same beats for the same seed and others for another', () => {
    const blocks = steadyBreath(6, [4, 6], 5);
    expect(demoRecording(blocks, { seed: 3 })).toEqual(demoRecording(blocks, { seed: 3 }));
    expect(demoRecording(blocks, { seed: 3 })).not.toEqual(demoRecording(blocks, { seed: 4 }));
  });

  it('covers the breathing asked for at a resting rate', () => {
    const rr = demoRecording(steadyBreath(5.5, [4, 6], 10));
    const total = rr.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(600_000);
    const mean = total / rr.length;
    expect(60_000 / mean).toBeGreaterThan(55);
    expect(60_000 / mean).toBeLessThan(80);
  });

  it('delivers its beats live, one at a time, until stopped', async () => {
    const source = new DemoSource(steadyBreath(6, [1, 1], 1));
    const events: HeartRateEvent[] = [];
    let resolveTwo: () => void = () => {};
    const twoBeats = new Promise<void>((resolve) => (resolveTwo = resolve));
    await source.start((event) => {
      events.push(event);
      if (events.filter((e) => e.type === 'beats').length === 2) resolveTwo();
    });
    await twoBeats;
    source.stop();
    const beats = events.filter((e) => e.type === 'beats');
    expect(events[0]).toEqual({ type: 'status', status: 'connected' });
    expect(beats.map((b) => b.rr[0])).toEqual(source.recording().slice(0, 2));
  });
});
