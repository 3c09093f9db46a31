import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PhaseState } from './engine.ts';
import type { BreathPattern } from './pattern.ts';
import { usePacer } from './use-pacer.ts';

/**
 * The pacer's frames on a loaded phone: a frame can come late, after the breath a listener meant
 * to stop on has already ended. The session's end pauses the pacer from its listener; the words,
 * the voice and the pulse must stay at that end, not announce the breath that follows.
 */

// 30 breaths a minute, 1 s in and 1 s out: the second breath starts at 2,000 ms.
const PATTERN: BreathPattern = { bpm: 30, ratio: [1, 1] };
const NEXT_BREATH = 2_000;
const HEARTBEAT = 250;

let clock = 0;
beforeEach(() => {
  // performance.now() too: a frame's time plus the pacer's shift (its clock less the page's) is
  // the engine's instant only when both come from one clock. With the page's clock real, a
  // frame's instant depended on how long the test's worker had run: early in a fresh one (CI)
  // it fell at the start of the first breath's exhale, whose pulse then counted as the next's.
  vi.useFakeTimers({
    toFake: ['setInterval', 'clearInterval', 'requestAnimationFrame', 'performance'],
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function pacerThatEndsAfterOneBreath() {
  clock = 0;
  const phases: PhaseState[] = [];
  const vibrate = vi.fn();
  Object.defineProperty(navigator, 'vibrate', { configurable: true, value: vibrate });
  const { result } = renderHook(() =>
    usePacer({
      pattern: PATTERN,
      liveAudio: false,
      vibration: true,
      clock: () => clock,
      onPhaseChange: (state) => phases.push(state),
    }),
  );
  act(() => result.current.play());
  // As the player's round end does: past the last breath's end, the pacer is paused.
  const { pause } = result.current;
  act(() => {
    result.current.subscribe((state) => {
      if (state.cycle >= 1 && !state.paused) pause();
    });
  });
  return { result, phases, vibrate };
}

describe('a listener that pauses the pacer on a late frame', () => {
  it('leaves the words at the pause, not at the breath the late frame reached', () => {
    const { result, phases, vibrate } = pacerThatEndsAfterOneBreath();
    expect(result.current.caption).toMatchObject({ cycle: 0, phase: 'inhale', paused: false });
    vibrate.mockClear();

    // The first heartbeat after the breath's end comes 100 ms late.
    clock = NEXT_BREATH + 100;
    act(() => vi.advanceTimersByTime(HEARTBEAT));

    expect(result.current.playing).toBe(false);
    expect(result.current.caption.paused).toBe(true);
    // No second breath was announced in words, in the phase callback or by a pulse.
    expect(phases.filter((s) => s.cycle >= 1 && !s.paused)).toEqual([]);
    expect(vibrate).not.toHaveBeenCalled();
  });

  it('still announces every phase before the end', () => {
    const { result, phases } = pacerThatEndsAfterOneBreath();
    clock = 1_100;
    act(() => vi.advanceTimersByTime(HEARTBEAT));
    expect(result.current.caption).toMatchObject({ cycle: 0, phase: 'exhale', paused: false });
    expect(phases.map((s) => `${s.cycle}:${s.phase}`)).toEqual(['0:inhale', '0:exhale']);
  });
});
