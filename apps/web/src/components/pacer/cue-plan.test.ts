import { describe, expect, it } from 'vitest';
import {
  LATE_TOLERANCE_MS,
  LOOKAHEAD_MS,
  cueKey,
  cueWindow,
  driftMs,
  heardClock,
  planCues,
  pruneScheduled,
  toAudioTime,
} from './cue-plan.ts';
import { PacerEngine } from './engine.ts';
import { seededRandom } from './test-utils.ts';
import { toneFor } from './tone-shape.ts';

const anchor = { perfMs: 10_000, audioSec: 2 };

describe('clock anchor', () => {
  it('maps engine ms to audio seconds', () => {
    expect(toAudioTime(anchor, 10_000)).toBe(2);
    expect(toAudioTime(anchor, 11_500)).toBe(3.5);
    expect(toAudioTime(anchor, 9_000)).toBe(1);
  });

  it('measures how far a fresh reading is from the prediction, either way', () => {
    expect(driftMs(anchor, { perfMs: 20_000, audioSec: 12.004 })).toBeCloseTo(4, 6);
    expect(driftMs(anchor, { perfMs: 20_000, audioSec: 11.994 })).toBeCloseTo(6, 6);
  });
});

describe('heardClock', () => {
  it('uses a plausible output timestamp, projected to now', () => {
    const pair = heardClock(1005, 0.5, 0.04, { contextTime: 0.45, performanceTime: 1000 });
    expect(pair.perfMs).toBe(1005);
    expect(pair.audioSec).toBeCloseTo(0.455, 9);
  });

  it('falls back to the render clock minus latency for a missing or absurd timestamp', () => {
    expect(heardClock(1000, 0.5, 0.04, null).audioSec).toBeCloseTo(0.46, 9);
    expect(heardClock(1000, 0.5, 0.04, { contextTime: 0, performanceTime: 0 }).audioSec).toBe(0.46);
    // Heard ahead of the render clock cannot be: the stamp is ignored.
    const ahead = heardClock(1000, 0.5, 0.04, { contextTime: 1.2, performanceTime: 1000 });
    expect(ahead.audioSec).toBeCloseTo(0.46, 9);
  });
});

describe('planCues', () => {
  const engine = new PacerEngine({ bpm: 6 }, 10_000);

  it('schedules each boundary of the window on the audio clock', () => {
    const [t0, t1] = cueWindow(14_000);
    expect(t1 - 14_000).toBe(LOOKAHEAD_MS);
    const cues = planCues(engine.boundariesBetween(t0, t1), anchor, 6, new Set());
    expect(cues).toEqual([{ key: '0:exhale', when: 7, phase: 'exhale', phaseSec: 5 }]);
  });

  it('never schedules the same boundary twice across overlapping ticks', () => {
    const scheduled = new Map<string, number>();
    const seen: string[] = [];
    const random = seededRandom(3);
    // Ticks 100 ms apart with up to 250 ms of lateness, for ten minutes.
    for (let now = 10_000; now < 610_000; now += 100 + random() * 250) {
      const audioNow = toAudioTime(anchor, now);
      const [t0, t1] = cueWindow(now);
      for (const cue of planCues(engine.boundariesBetween(t0, t1), anchor, audioNow, scheduled)) {
        seen.push(cue.key);
        scheduled.set(cue.key, cue.when);
        // Each tone starts on its ideal time (10 s breath, 5 s phases), to float precision.
        expect(cue.when * 1000).toBeCloseTo(2000 + Math.round((cue.when - 2) * 0.2) * 5000, 6);
      }
    }
    expect(new Set(seen).size).toBe(seen.length);
    // None missed either: every phase start from 10 s to 610 s, in order.
    const expected = Array.from(
      { length: 121 },
      (_, k) => `${k >> 1}:${k % 2 ? 'exhale' : 'inhale'}`,
    );
    expect(seen).toEqual(expected);
  });

  it('starts a slightly late cue now and drops a stale one', () => {
    const boundaries = engine.boundariesBetween(10_000, 20_001);
    const lateSec = (LATE_TOLERANCE_MS - 10) / 1000;
    expect(planCues(boundaries, anchor, 2 + lateSec, new Set())[0]).toMatchObject({
      key: '0:inhale',
      when: 2 + lateSec,
    });
    const keys = planCues(boundaries, anchor, 2.5, new Set()).map((c) => c.key);
    expect(keys).toEqual(['0:exhale', '1:inhale']);
  });

  it('skips keys already scheduled and duplicate boundaries', () => {
    const b = engine.boundariesBetween(10_000, 10_001);
    expect(planCues([...b, ...b], anchor, 0, new Set())).toHaveLength(1);
    expect(planCues(b, anchor, 0, new Set([cueKey(b[0]!)]))).toHaveLength(0);
  });
});

describe('pruneScheduled', () => {
  it('forgets cues older than the keep window', () => {
    const scheduled = new Map([
      ['0:inhale', 1],
      ['0:exhale', 50],
    ]);
    pruneScheduled(scheduled, 60, 30);
    expect([...scheduled.keys()]).toEqual(['0:exhale']);
  });
});

describe('toneFor', () => {
  it('rises on the inhale and falls on the exhale', () => {
    const inhale = toneFor('inhale', 6);
    const exhale = toneFor('exhale', 6);
    expect(inhale.toHz).toBeGreaterThan(inhale.fromHz);
    expect(exhale.toHz).toBeLessThan(exhale.fromHz);
    expect(toneFor('hold-in', 4).toHz).toBe(toneFor('hold-in', 4).fromHz);
  });

  it.each([0.2, 1, 4.8, 6.67, 30])('fits a %s s phase with a click-free envelope', (sec) => {
    for (const phase of ['inhale', 'exhale', 'hold-in', 'hold-out'] as const) {
      const tone = toneFor(phase, sec);
      expect(tone.attack).toBeGreaterThanOrEqual(0.03);
      expect(tone.attack).toBeLessThan(tone.duration);
      expect(tone.duration).toBeLessThanOrEqual(Math.max(sec, 0.35));
      expect(tone.peak).toBeGreaterThan(0);
      expect(tone.peak).toBeLessThanOrEqual(1);
    }
  });
});
