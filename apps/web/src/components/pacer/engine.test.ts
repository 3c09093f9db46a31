import { describe, expect, it } from 'vitest';
import { CALIBRATION_SPEEDS } from '@resona/contract';
import { PacerEngine } from './engine.ts';
import type { BreathPattern } from './pattern.ts';
import { seededRandom } from './test-utils.ts';

const HOUR = 3_600_000;

/** Closed form for a 1:1 pattern without pauses: the k-th phase start after `start`. */
function idealBoundary(start: number, bpm: number, k: number): number {
  return start + (k * 30_000) / bpm;
}

describe('PacerEngine boundaries at the calibration speeds', () => {
  const expectedHalfBreath: Record<number, number> = {
    4.5: 6666.666666666667,
    4.8: 6250,
    5: 6000,
    5.5: 5454.545454545455,
    6: 5000,
  };

  it.each(CALIBRATION_SPEEDS.map((bpm) => [bpm]))('lays out %s bpm exactly', (bpm) => {
    const start = 1000;
    const engine = new PacerEngine({ bpm }, start);
    const list = engine.boundariesBetween(start, start + 5 * 60_000);
    expect(list.length).toBe(Math.ceil(bpm * 5 * 2));
    list.forEach((b, k) => {
      expect(b.time).toBeCloseTo(idealBoundary(start, bpm, k), 6);
      expect(b.phase).toBe(k % 2 === 0 ? 'inhale' : 'exhale');
      expect(b.cycle).toBe(Math.floor(k / 2));
      expect(b.duration).toBeCloseTo(expectedHalfBreath[bpm]!, 9);
      expect(b.bpm).toBe(bpm);
    });
    const half = expectedHalfBreath[bpm]!;
    expect(engine.phaseAt(start + half - 1).phase).toBe('inhale');
    expect(engine.phaseAt(start + half).phase).toBe('exhale');
    expect(engine.phaseAt(start + 2 * half).cycle).toBe(1);
  });

  it('gives 4.8 bpm its exact 12.5 s breath', () => {
    const engine = new PacerEngine({ bpm: 4.8 }, 0);
    expect(engine.boundariesBetween(0, 25_001).map((b) => b.time)).toEqual([
      0, 6250, 12_500, 18_750, 25_000,
    ]);
  });
});

describe('PacerEngine.phaseAt', () => {
  const engine = new PacerEngine({ bpm: 5 }, 500);

  it('starts in the inhale with empty lungs', () => {
    const s = engine.phaseAt(500);
    expect(s).toMatchObject({ cycle: 0, phase: 'inhale', progress: 0, breath: 0 });
    expect(s).toMatchObject({ phaseStart: 500, phaseEnd: 6500, duration: 6000, paused: false });
  });

  it('holds the start state before the start time', () => {
    expect(engine.phaseAt(-10_000)).toMatchObject({ cycle: 0, phase: 'inhale', progress: 0 });
  });

  it('eases the breath with a half cosine', () => {
    expect(engine.phaseAt(500 + 3000).breath).toBeCloseTo(0.5, 12);
    expect(engine.phaseAt(500 + 1500).breath).toBeCloseTo((1 - Math.SQRT1_2) / 2, 12);
    expect(engine.phaseAt(500 + 6000)).toMatchObject({ phase: 'exhale', breath: 1 });
    expect(engine.phaseAt(500 + 9000).breath).toBeCloseTo(0.5, 12);
    expect(engine.phaseAt(500 + 11_999.999).breath).toBeCloseTo(0, 9);
  });

  it('keeps the breath continuous (bounded slope) across phases and cycles', () => {
    let previous = engine.phaseAt(500).breath;
    const step = 5;
    // Largest slope of the half cosine over a 6 s phase is pi/2 per 6000 ms.
    const bound = (Math.PI / 2) * (step / 6000) + 1e-12;
    for (let t = 500 + step; t < 500 + 3 * 12_000; t += step) {
      const breath = engine.phaseAt(t).breath;
      expect(Math.abs(breath - previous)).toBeLessThanOrEqual(bound);
      previous = breath;
    }
  });
});

describe('ratios and holds', () => {
  it('splits 5 bpm at 4:6 into 4.8 s in and 7.2 s out', () => {
    const engine = new PacerEngine({ bpm: 5, ratio: [4, 6] }, 0);
    expect(engine.boundariesBetween(0, 24_000).map((b) => [b.phase, b.time])).toEqual([
      ['inhale', 0],
      ['exhale', 4800],
      ['inhale', 12_000],
      ['exhale', 16_800],
    ]);
    expect(engine.phaseAt(10_000)).toMatchObject({ phase: 'exhale', duration: 7200 });
    expect(engine.phaseAt(10_000).progress).toBeCloseTo(5200 / 7200, 12);
  });

  it('lays out box breathing with both holds', () => {
    const engine = new PacerEngine({ bpm: 3.75, holdIn: 1, holdOut: 1 }, 0);
    expect(engine.boundariesBetween(0, 16_000).map((b) => [b.phase, b.time])).toEqual([
      ['inhale', 0],
      ['hold-in', 4000],
      ['exhale', 8000],
      ['hold-out', 12_000],
    ]);
    expect(engine.phaseAt(5000)).toMatchObject({ phase: 'hold-in', breath: 1 });
    expect(engine.phaseAt(13_000)).toMatchObject({ phase: 'hold-out', breath: 0 });
  });

  it('leaves out empty holds', () => {
    const engine = new PacerEngine({ bpm: 6, holdIn: 1 }, 0);
    expect(engine.boundariesBetween(0, 10_000).map((b) => b.phase)).toEqual([
      'inhale',
      'hold-in',
      'exhale',
    ]);
  });

  it.each<[string, BreathPattern]>([
    ['zero pace', { bpm: 0 }],
    ['negative pace', { bpm: -5 }],
    ['NaN pace', { bpm: Number.NaN }],
    ['zero inhale', { bpm: 5, ratio: [0, 1] }],
    ['negative hold', { bpm: 5, holdOut: -1 }],
  ])('rejects %s', (_name, pattern) => {
    expect(() => new PacerEngine(pattern, 0)).toThrow(RangeError);
  });
});

describe('drift', () => {
  it('matches the closed form after 10 hours of simulated time', () => {
    const start = 987_654.321;
    for (const bpm of CALIBRATION_SPEEDS) {
      const engine = new PacerEngine({ bpm }, start);
      const period = 60_000 / bpm;
      const from = start + 10 * HOUR;
      const list = engine.boundariesBetween(from, from + 60_000);
      const k0 = Math.ceil(((from - start) * 2) / period - 1e-9);
      list.forEach((b, i) => {
        expect(Math.abs(b.time - idealBoundary(start, bpm, k0 + i))).toBeLessThan(1e-6);
      });
      const t = from + 1234.5;
      const s = engine.phaseAt(t);
      const cycles = (t - start) / period;
      expect(s.cycle).toBe(Math.floor(cycles));
      const within = (cycles - Math.floor(cycles)) * 2;
      expect(s.phase).toBe(within < 1 ? 'inhale' : 'exhale');
      expect(s.progress).toBeCloseTo(within % 1, 6);
    }
  });

  it('counts every breath over 10 hours of jittery frames', () => {
    const random = seededRandom(7);
    const engine = new PacerEngine({ bpm: 5.5 }, 0);
    let changes = 0;
    let last = engine.phaseAt(0);
    let lastT = 0;
    // Frames 16–216 ms apart, as with long tasks; the engine never sees the gaps.
    for (let t = 0; t < 10 * HOUR; t += 16 + random() * 200) {
      const s = engine.phaseAt(t);
      if (s.phase !== last.phase) changes++;
      last = s;
      lastT = t;
    }
    expect(lastT).toBeGreaterThan(10 * HOUR - 300);
    expect(last.cycle).toBe(Math.floor((lastT * 5.5) / 60_000));
    expect(changes).toBe(last.cycle * 2 + (last.phase === 'exhale' ? 1 : 0));
  });
});

describe('pause and resume', () => {
  const pattern: BreathPattern = { bpm: 5 };

  it('freezes while paused and subtracts the paused span', () => {
    const reference = new PacerEngine(pattern, 0);
    const engine = new PacerEngine(pattern, 0);
    engine.pause(3000);
    expect(engine.paused).toBe(true);
    const frozen = engine.phaseAt(3000);
    for (const t of [3000, 4000, 7999]) {
      const s = engine.phaseAt(t);
      expect(s).toMatchObject({ phase: 'inhale', progress: frozen.progress, paused: true });
      // Seconds left stay frozen: the phase end moves with the query time.
      expect(s.phaseEnd - t).toBeCloseTo(3000, 9);
    }
    engine.resume(8000);
    expect(engine.paused).toBe(false);
    for (let t = 8000; t < 60_000; t += 137) {
      const s = engine.phaseAt(t);
      const r = reference.phaseAt(t - 5000);
      expect(s).toMatchObject({ cycle: r.cycle, phase: r.phase, paused: false });
      expect(s.progress).toBeCloseTo(r.progress, 9);
      expect(s.phaseEnd).toBeCloseTo(r.phaseEnd + 5000, 9);
    }
    expect(engine.activeTime(20_000)).toBe(15_000);
    expect(engine.boundariesBetween(0, 30_000).map((b) => b.time)).toEqual([
      0, 11_000, 17_000, 23_000, 29_000,
    ]);
  });

  it('reports no future boundary while paused', () => {
    const engine = new PacerEngine(pattern, 0);
    engine.pause(5000);
    expect(engine.boundariesBetween(4000, 20_000)).toEqual([]);
    expect(engine.boundariesBetween(0, 20_000).map((b) => b.time)).toEqual([0]);
  });

  it('ignores a second pause and a resume without pause', () => {
    const engine = new PacerEngine(pattern, 0);
    engine.resume(1000);
    engine.pause(2000);
    engine.pause(4000);
    engine.resume(6000);
    expect(engine.activeTime(10_000)).toBe(6000);
  });

  it('delays only the part of a pause after the start', () => {
    const engine = new PacerEngine(pattern, 1000);
    engine.pause(0);
    engine.resume(3000);
    expect(engine.activeTime(3000)).toBe(0);
    expect(engine.boundariesBetween(0, 10_000).map((b) => b.time)).toEqual([3000, 9000]);
  });

  it('adds up several pauses', () => {
    const engine = new PacerEngine(pattern, 0);
    const spans = [
      [1000, 2000],
      [7000, 7500],
      [20_000, 26_000],
    ] as const;
    for (const [a, b] of spans) {
      engine.pause(a);
      engine.resume(b);
    }
    expect(engine.activeTime(30_000)).toBe(30_000 - 1000 - 500 - 6000);
    const s = engine.phaseAt(30_000);
    expect(s).toMatchObject({ cycle: 1, phase: 'exhale' });
    expect(s.progress).toBeCloseTo(4500 / 6000, 12);
  });
});

describe('pace changes', () => {
  it('takes effect at the next cycle boundary without a jump', () => {
    const engine = new PacerEngine({ bpm: 5 }, 0);
    const at = engine.setPattern({ bpm: 6 }, 7000);
    expect(at).toBe(12_000);
    expect(engine.pattern.bpm).toBe(6);
    expect(engine.phaseAt(11_999)).toMatchObject({ cycle: 0, phase: 'exhale', bpm: 5 });
    expect(engine.phaseAt(12_000)).toMatchObject({ cycle: 1, phase: 'inhale', bpm: 6 });
    expect(engine.phaseAt(11_999.99).breath).toBeLessThan(1e-8);
    expect(engine.phaseAt(12_000.01).breath).toBeLessThan(1e-8);
    expect(engine.boundariesBetween(0, 32_001).map((b) => b.time)).toEqual([
      0, 6000, 12_000, 17_000, 22_000, 27_000, 32_000,
    ]);
    expect(engine.phaseAt(32_000).cycle).toBe(3);
  });

  it('changes at once on a boundary or before the start', () => {
    const engine = new PacerEngine({ bpm: 5 }, 1000);
    expect(engine.setPattern({ bpm: 4.5 }, 0)).toBe(1000);
    expect(engine.phaseAt(1000).duration).toBeCloseTo(60_000 / 4.5 / 2, 9);
    expect(engine.setPattern({ bpm: 6 }, 1000 + 60_000 / 4.5)).toBeCloseTo(1000 + 60_000 / 4.5, 9);
    expect(engine.phaseAt(1000 + 60_000 / 4.5)).toMatchObject({ cycle: 1, bpm: 6 });
  });

  it('lets a later change replace a pending one, and ignores a no-op change', () => {
    const engine = new PacerEngine({ bpm: 5 }, 0);
    engine.setPattern({ bpm: 6 }, 1000);
    engine.setPattern({ bpm: 4.8 }, 2000);
    expect(engine.phaseAt(12_000).bpm).toBe(4.8);
    engine.setPattern({ bpm: 5 }, 3000);
    expect(engine.phaseAt(12_000).bpm).toBe(5);
    expect(engine.boundariesBetween(0, 48_000).map((b) => b.time)).toEqual([
      0, 6000, 12_000, 18_000, 24_000, 30_000, 36_000, 42_000,
    ]);
  });

  it('applies a change made while paused after the resume', () => {
    const engine = new PacerEngine({ bpm: 5 }, 0);
    engine.pause(3000);
    expect(engine.setPattern({ bpm: 6 }, 5000)).toBe(14_000);
    engine.resume(10_000);
    expect(engine.phaseAt(19_000)).toMatchObject({ cycle: 1, phase: 'inhale', bpm: 6 });
  });
});

describe('properties over many t', () => {
  const random = seededRandom(2024);
  const patterns: BreathPattern[] = Array.from({ length: 40 }, () => ({
    bpm: 3 + random() * 9,
    ratio: [1 + random() * 5, 1 + random() * 5] as const,
    holdIn: random() < 0.3 ? random() * 3 : 0,
    holdOut: random() < 0.3 ? random() * 3 : 0,
  }));

  it.each(patterns.map((p, i) => [i, p] as const))('pattern %i keeps its invariants', (_i, p) => {
    const start = random() * 1e7;
    const engine = new PacerEngine(p, start);
    for (let i = 0; i < 300; i++) {
      const t = start + random() * 2 * HOUR;
      const s = engine.phaseAt(t);
      expect(s.progress).toBeGreaterThanOrEqual(0);
      expect(s.progress).toBeLessThanOrEqual(1);
      expect(s.breath).toBeGreaterThanOrEqual(0);
      expect(s.breath).toBeLessThanOrEqual(1);
      expect(s.phaseStart).toBeLessThanOrEqual(t + 1e-6);
      expect(s.phaseEnd).toBeGreaterThan(t - 1e-6);
      expect(s.phaseEnd - s.phaseStart).toBeCloseTo(s.duration, 5);
      expect(s.cycle).toBe(Math.floor(((t - start) * p.bpm) / 60_000 + 1e-9));
    }
    const t0 = start + random() * HOUR;
    const whole = engine.boundariesBetween(t0, t0 + 120_000);
    const pieces = [0, 1, 2, 3].flatMap((k) =>
      engine.boundariesBetween(t0 + k * 30_000, t0 + (k + 1) * 30_000),
    );
    expect(pieces).toEqual(whole);
    whole.forEach((b, k) => {
      const at = engine.phaseAt(b.time);
      expect(at).toMatchObject({ cycle: b.cycle, phase: b.phase });
      expect(at.progress).toBeLessThan(1e-6);
      const next = whole[k + 1];
      if (next) expect(next.time - b.time).toBeCloseTo(b.duration, 5);
    });
  });

  it('stays consistent through random pauses and pace changes', () => {
    const engine = new PacerEngine({ bpm: 5 }, 0);
    let t = 0;
    for (let i = 0; i < 200; i++) {
      t += random() * 20_000;
      const roll = random();
      if (roll < 0.3) engine.pause(t);
      else if (roll < 0.6) engine.resume(t);
      else if (roll < 0.8) engine.setPattern({ bpm: 4.5 + random() * 1.5 }, t);
      const window = engine.boundariesBetween(t, t + 60_000);
      for (const b of window) {
        expect(engine.phaseAt(b.time)).toMatchObject({ cycle: b.cycle, phase: b.phase });
      }
      for (let k = 1; k < window.length; k++) {
        expect(window[k]!.time).toBeGreaterThan(window[k - 1]!.time);
      }
      const s = engine.phaseAt(t);
      expect(s.phaseStart).toBeLessThanOrEqual(t + 1e-6);
      expect(s.phaseEnd).toBeGreaterThan(t - 1e-6);
    }
  });
});

describe('a pause that begins exactly on a boundary', () => {
  it('starts the new phase when the pause ends', () => {
    const engine = new PacerEngine({ bpm: 5 }, 0);
    engine.pause(6000);
    expect(engine.phaseAt(7000)).toMatchObject({ phase: 'exhale', progress: 0, phaseStart: 7000 });
    expect(engine.boundariesBetween(5000, 9000)).toEqual([]);
    engine.resume(9000);
    expect(engine.boundariesBetween(5000, 9001).map((b) => [b.phase, b.time])).toEqual([
      ['exhale', 9000],
    ]);
  });
});
