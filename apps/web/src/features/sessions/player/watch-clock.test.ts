import { describe, expect, test } from 'vitest';
import { WatchClock, averagePace } from './watch-clock.ts';

describe('WatchClock', () => {
  test('counts running time only', () => {
    const clock = new WatchClock();
    expect(clock.seconds(1_000)).toBe(0);
    clock.start(1_000);
    clock.start(5_000); // already running: no reset
    expect(clock.seconds(11_999)).toBe(10);
    clock.pause(12_000);
    expect(clock.seconds(60_000)).toBe(11);
    clock.pause(70_000);
    clock.start(100_000);
    expect(clock.elapsedMs(100_500)).toBe(11_500);
    expect(clock.running).toBe(true);
  });

  test('a day of play, paused every minute, loses nothing', () => {
    const clock = new WatchClock();
    let t = 0;
    for (let minute = 0; minute < 24 * 60; minute++) {
      clock.start(t);
      t += 60_000;
      clock.pause(t);
      t += 1_234.567;
    }
    expect(clock.seconds(t)).toBe(24 * 3600);
  });
});

describe('averagePace', () => {
  test.each([
    [[], null],
    [[{ bpm: 5, seconds: 0 }], null],
    [[{ bpm: 5, seconds: 300 }], 5],
    [
      [
        { bpm: 4.5, seconds: 300 },
        { bpm: 6, seconds: 300 },
      ],
      5.3,
    ],
    [
      [
        { bpm: 6, seconds: 600 },
        { bpm: 4.8, seconds: 120 },
      ],
      5.8,
    ],
  ])('%j → %s', (parts, expected) => {
    expect(averagePace(parts)).toBe(expected);
  });
});
