import { describe, expect, it } from 'vitest';
import { levelProblem, moved, PulseQualityMonitor, worse } from './pulse-quality.ts';
import type { FrameSample } from './pulse-types.ts';

const frame = (over: Partial<FrameSample> = {}): FrameSample => ({
  t: 0,
  r: 175,
  g: 38,
  b: 22,
  clipped: 0,
  spread: 4,
  ...over,
});

describe('pulse quality', () => {
  it('tells a lit fingertip from a room, a pressed finger and the dark', () => {
    expect(levelProblem(frame())).toBeNull();
    expect(levelProblem(frame({ r: 90, g: 85, b: 95 }))).toBe('cover');
    expect(levelProblem(frame({ r: 253, clipped: 0.6 }))).toBe('lighter');
    expect(levelProblem(frame({ r: 30, g: 6, b: 4 }))).toBe('light');
    expect(levelProblem(frame({ r: 5, g: 4, b: 4 }))).toBe('light');
  });

  it('puts the most important problem first', () => {
    expect(worse('light', 'cover')).toBe('cover');
    expect(worse('still', 'lighter')).toBe('lighter');
    expect(worse(null, 'still')).toBe('still');
  });

  it('sees a jump as motion, a pulse as none', () => {
    expect(moved(frame(), frame({ r: 173.5 }))).toBe(false);
    expect(moved(frame(), frame({ r: 160 }))).toBe(true);
    expect(moved(frame(), frame({ g: 42, b: 25 }))).toBe(true);
    expect(moved(frame(), frame({ spread: 10 }))).toBe(true);
  });

  it('turns poor after a second of trouble and good after 2.5 s without, not before', () => {
    const monitor = new PulseQualityMonitor();
    const at = (ms: number, problem: 'still' | null) => monitor.assess(ms, problem, 0.003, 175);
    for (let ms = 0; ms <= 3000; ms += 250) at(ms, null);
    expect(monitor.quality().good).toBe(true);
    expect(at(3250, 'still').good).toBe(true);
    expect(at(3500, null).good).toBe(true);
    for (let ms = 3750; ms < 4750; ms += 250) expect(at(ms, 'still').good).toBe(true);
    expect(at(4750, 'still')).toMatchObject({ good: false, hint: 'still' });
    for (let ms = 5000; ms < 7250; ms += 250) expect(at(ms, null).good).toBe(false);
    expect(at(7500, null)).toMatchObject({ good: true, hint: null });
  });

  it('tells since when the signal has been good again while the verdict still waits', () => {
    const monitor = new PulseQualityMonitor();
    const at = (ms: number, problem: 'still' | null) => monitor.assess(ms, problem, 0.003, 175);
    for (let ms = 0; ms <= 3000; ms += 250) at(ms, null);
    expect(monitor.recoveringSince()).toBeNull();
    for (let ms = 3250; ms <= 4500; ms += 250) at(ms, 'still');
    expect(monitor.quality().good).toBe(false);
    expect(monitor.recoveringSince()).toBeNull();
    at(4750, null);
    at(5000, null);
    expect(monitor.recoveringSince()).toBe(4750);
    // Trouble again before the verdict turned good: the stretch starts over.
    at(5250, 'still');
    expect(monitor.recoveringSince()).toBeNull();
    for (let ms = 5500; ms < 8000; ms += 250) at(ms, null);
    expect(monitor.recoveringSince()).toBe(5500);
    expect(at(8000, null).good).toBe(true);
    expect(monitor.recoveringSince()).toBeNull();
  });

  it('says a pulse too faint to time is poor', () => {
    const monitor = new PulseQualityMonitor();
    for (let ms = 0; ms <= 3000; ms += 250) monitor.assess(ms, null, 0.00005, 175);
    expect(monitor.quality()).toMatchObject({ good: false, hint: 'lighter', index: 0.03 });
  });
});
