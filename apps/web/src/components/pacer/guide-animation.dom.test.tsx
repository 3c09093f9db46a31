import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PacerEngine } from './engine.ts';
import { GuideAnimator } from './guide-animation.ts';
import type { GuideLayers } from './guide-animation.ts';
import type { BreathPattern } from './pattern.ts';

/**
 * The animator's bookkeeping on a DOM with Web Animations (the compositor's side is checked in
 * Chromium by the guide journey): where it places the animations, how it pauses, follows a
 * shifted clock, and hands over to a new pace on its boundary.
 */

const PATTERN: BreathPattern = { bpm: 5.5, ratio: [4, 6] };
const PERIOD = 60_000 / 5.5;
/** The document timeline's time, and the present on the same clock (performance.now()). */
let timeline = 0;
let present = 0;

beforeEach(() => {
  // The document timeline's time, under the test's control (it follows the frames in a browser).
  Object.defineProperty(document.timeline, 'currentTime', {
    configurable: true,
    get: () => timeline,
  });
  vi.spyOn(performance, 'now').mockImplementation(() => present);
});
afterEach(() => {
  Reflect.deleteProperty(document.timeline, 'currentTime');
  vi.restoreAllMocks();
});

function layers(): GuideLayers {
  const el = () => document.body.appendChild(document.createElement('div'));
  return { scaled: el(), waveLevel: null, waveSurface: null, ringRight: el(), ringLeft: el() };
}

const allAnimations = (l: GuideLayers) =>
  [l.scaled, l.ringRight, l.ringLeft].flatMap((el) => el!.getAnimations());

/** One main-thread frame at timeline time t, the engine asked about `now` (= t on one clock). */
function frame(animator: GuideAnimator, engine: PacerEngine, t: number, now = t) {
  timeline = present = t;
  animator.sync(engine, engine.phaseAt(now), now, t);
}

describe('GuideAnimator', () => {
  it('places a breath on the timeline at the engine start, one animation per layer', () => {
    const l = layers();
    const animator = new GuideAnimator(l);
    const engine = new PacerEngine(PATTERN, 1000);
    frame(animator, engine, 1000);
    frame(animator, engine, 4321);
    const animations = allAnimations(l);
    expect(animations).toHaveLength(3);
    for (const a of animations) {
      expect(a.playState).toBe('running');
      expect(a.startTime).toBeCloseTo(1000, 6);
      expect(a.effect?.getTiming()).toMatchObject({ duration: PERIOD, iterations: Infinity });
    }
    animator.dispose();
    expect(allAnimations(l)).toHaveLength(0);
  });

  it('holds the animations at the engine time while paused and places them again on resume', () => {
    const l = layers();
    const animator = new GuideAnimator(l);
    const engine = new PacerEngine(PATTERN, 0);
    frame(animator, engine, 0);
    engine.pause(3000);
    frame(animator, engine, 3000);
    frame(animator, engine, 9000);
    for (const a of allAnimations(l)) {
      expect(a.playState).toBe('paused');
      expect(a.currentTime).toBeCloseTo(3000, 6);
    }
    engine.resume(10_000);
    frame(animator, engine, 10_000);
    for (const a of allAnimations(l)) {
      expect(a.playState).toBe('running');
      // 7 s paused: the breath now began 7 s later on the timeline.
      expect(a.startTime).toBeCloseTo(7000, 6);
    }
  });

  it('follows a shift of the engine clock mapping beyond a frame, and ignores a wobble', () => {
    const l = layers();
    const animator = new GuideAnimator(l);
    const engine = new PacerEngine(PATTERN, 0);
    frame(animator, engine, 0);
    const [orb] = allAnimations(l);
    // The engine now follows another clock, 3 ms behind the timeline: within a frame, kept.
    frame(animator, engine, 5000, 4997);
    expect(orb!.startTime).toBeCloseTo(0, 6);
    // It moves 40 ms: the animation follows at this frame.
    frame(animator, engine, 6000, 5960);
    expect(orb!.startTime).toBeCloseTo(40, 6);
    // A clock jumped by minutes (a test clock's fast-forward) lands on the right phase too.
    frame(animator, engine, 7000, 7000 + 5 * 60_000);
    const wanted = (7000 + 5 * 60_000) % PERIOD;
    expect(((((orb!.currentTime as number) - wanted) % PERIOD) + PERIOD) % PERIOD).toBeCloseTo(
      0,
      6,
    );
  });

  it('reads a timeline left at the last frame by a long task as that instant, not as now', () => {
    const l = layers();
    const animator = new GuideAnimator(l);
    const engine = new PacerEngine(PATTERN, 0);
    frame(animator, engine, 0);
    frame(animator, engine, 5000);
    const [orb] = allAnimations(l);
    // A heartbeat after a 230 ms task: the timeline still shows the frame before it.
    present = 5230;
    animator.sync(engine, engine.phaseAt(present), present);
    expect(orb!.startTime).toBeCloseTo(0, 6);
    // The engine's clock 40 ms off the page's: followed, from the same stale reading.
    animator.sync(engine, engine.phaseAt(present - 40), present - 40, present);
    expect(orb!.startTime).toBeCloseTo(40, 6);
  });

  it('makes the next pace ahead, starting on its boundary, and hands over there', () => {
    const l = layers();
    const animator = new GuideAnimator(l);
    const engine = new PacerEngine(PATTERN, 0);
    frame(animator, engine, 0);
    const old = allAnimations(l);
    const at = engine.setPattern({ bpm: 6, ratio: [4, 6] }, 2000);
    frame(animator, engine, 2000);
    const next = allAnimations(l).filter((a) => !old.includes(a));
    expect(next).toHaveLength(3);
    for (const a of next) {
      expect(a.startTime).toBeCloseTo(at, 6);
      expect(a.effect?.getTiming().duration).toBeCloseTo(10_000, 6);
    }
    // Past the boundary the prepared animations are the guide; the old ones are gone.
    frame(animator, engine, at + 20);
    expect(allAnimations(l)).toEqual(next);
    for (const a of next) expect(a.startTime).toBeCloseTo(at, 6);
  });

  it('starts over with a new engine (a restart)', () => {
    const l = layers();
    const animator = new GuideAnimator(l);
    frame(animator, new PacerEngine(PATTERN, 0), 500);
    const first = allAnimations(l);
    frame(animator, new PacerEngine(PATTERN, 800), 800);
    const second = allAnimations(l);
    expect(second).toHaveLength(3);
    expect(second.some((a) => first.includes(a))).toBe(false);
    for (const a of second) expect(a.startTime).toBeCloseTo(800, 6);
  });
});
