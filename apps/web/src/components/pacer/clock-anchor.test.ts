import { describe, expect, it } from 'vitest';
import { ClockAnchorFilter, STEP_MS, WINDOW } from './clock-anchor.ts';
import type { ClockPair } from './cue-plan.ts';
import { toAudioTime } from './cue-plan.ts';
import { seededRandom } from './test-utils.ts';

/** A reading taken at perfMs on clocks whose offset (perf ms − audio ms) is offsetMs. */
const reading = (perfMs: number, offsetMs: number): ClockPair => ({
  perfMs,
  audioSec: (perfMs - offsetMs) / 1000,
});

/** How far (ms) a boundary at perfMs lands from where it should with the true offset. */
const errorMs = (filter: ClockAnchorFilter, perfMs: number, offsetMs: number) =>
  Math.abs(toAudioTime(filter.anchor!, perfMs) * 1000 - (perfMs - offsetMs));

describe('ClockAnchorFilter', () => {
  it('takes the first reading as the anchor without asking for a re-plan', () => {
    const filter = new ClockAnchorFilter();
    expect(filter.update(reading(1000, 1445))).toBe(false);
    expect(errorMs(filter, 5000, 1445)).toBeCloseTo(0, 9);
  });

  it('adopts a step of the audio clock at once and asks for a re-plan', () => {
    const filter = new ClockAnchorFilter();
    for (let t = 0; t < 1000; t += 100) filter.update(reading(t, 1445));
    // The audio thread missed a 10 ms buffer: its clock is now 10 ms behind.
    expect(filter.update(reading(1000, 1455))).toBe(true);
    expect(errorMs(filter, 3000, 1455)).toBeCloseTo(0, 9);
  });

  it('does not follow a lone transient reading below the step size', () => {
    const filter = new ClockAnchorFilter();
    for (let t = 0; t < 1000; t += 100) filter.update(reading(t, 1495.18));
    expect(filter.update(reading(1000, 1495.96))).toBe(false);
    expect(errorMs(filter, 3000, 1495.18)).toBeLessThan(0.01);
  });

  it('leaves a transient reading taken just after a step within a few ticks', () => {
    const filter = new ClockAnchorFilter();
    for (let t = 0; t < 1000; t += 100) filter.update(reading(t, 1475.19));
    // Seen in Chromium: the first reading after a 20 ms step is 0.8 ms off, the next ones are not.
    expect(filter.update(reading(1000, 1495.97))).toBe(true);
    const moved = [1100, 1200, 1300].map((t) => filter.update(reading(t, 1495.18)));
    expect(moved).toContain(true);
    expect(errorMs(filter, 3000, 1495.18)).toBeLessThan(0.01);
  });

  it('keeps cues within 0.2 ms through jitter, steps and transients', () => {
    const random = seededRandom(39);
    const filter = new ClockAnchorFilter();
    let offset = 1445;
    let sinceStep = Infinity;
    let worst = 0;
    for (let t = 0; t < 600_000; t += 100) {
      if (random() < 0.005) {
        offset += 10 * (1 + Math.floor(random() * 3));
        sinceStep = 0;
      }
      const transient = sinceStep === 0 && random() < 0.5 ? 0.8 : 0;
      const jitter = (random() - 0.5) * 0.1;
      filter.update(reading(t, offset + transient + jitter));
      // Once the window has refilled after a step, every cue lands on the true clock.
      if (sinceStep > WINDOW) worst = Math.max(worst, errorMs(filter, t + 1500, offset));
      sinceStep++;
    }
    expect(worst).toBeLessThan(0.2);
  });

  it('re-plans on every step larger than STEP_MS and never on jitter alone', () => {
    const random = seededRandom(7);
    const filter = new ClockAnchorFilter();
    let replans = 0;
    for (let t = 0; t < 60_000; t += 100) {
      if (filter.update(reading(t, 1445 + (random() - 0.5) * 0.1))) replans++;
    }
    expect(replans).toBe(0);
    expect(filter.update(reading(60_000, 1445 + STEP_MS + 0.5))).toBe(true);
  });

  it('starts over after clear()', () => {
    const filter = new ClockAnchorFilter();
    filter.update(reading(0, 1445));
    filter.clear();
    expect(filter.anchor).toBeNull();
    expect(filter.update(reading(100, 1600))).toBe(false);
    expect(errorMs(filter, 200, 1600)).toBeCloseTo(0, 9);
  });
});
