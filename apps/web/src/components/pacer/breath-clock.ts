import { breathsAt, timeAtBreaths, type RhythmSchedule } from '@resona/contract';
import { layoutOf, type BreathLayout, type BreathPattern } from './pattern.ts';

/**
 * When each breath of a pattern starts and how it is laid out, in ms from the pattern's own
 * start: the engine's one question about time. A steady pattern repeats one layout (plain
 * multiplication, exact to the millisecond over hours); a pattern that eases down reads the
 * contract's closed form (decision 099), where breath n starts when the integral of the pace
 * reaches n.
 */
export interface BreathClock {
  /** The breath under way at `ms` (a breath's first instant belongs to it); 0 before the start. */
  breathAt(ms: number): number;
  /** When breath n starts. */
  startOf(n: number): number;
  /** Breath n's length and the offsets and lengths of its phases. */
  layoutOf(n: number): BreathLayout;
  /** Breaths a minute of breath n. */
  bpmOf(n: number): number;
}

/** Tolerance for float noise when a time sits exactly on a boundary (as the engine's). */
const EPS = 1e-6;

function steadyClock(pattern: BreathPattern): BreathClock {
  const layout = layoutOf(pattern);
  const { period } = layout;
  return {
    breathAt: (ms) => Math.max(0, Math.floor((ms + EPS) / period)),
    startOf: (n) => n * period,
    layoutOf: () => layout,
    bpmOf: () => pattern.bpm,
  };
}

/** The contract's schedule of a pattern that eases down: its shares of one breath and its ramp. */
export function scheduleOfPattern(pattern: BreathPattern): RhythmSchedule {
  const { period, slots } = layoutOf(pattern);
  return {
    pace: pattern.bpm,
    ramp: pattern.ramp ? { fromPace: pattern.ramp.fromBpm, seconds: pattern.ramp.seconds } : null,
    slots: slots.map((s, i) => ({
      phase: s.phase,
      from: s.offset / period,
      to: i === slots.length - 1 ? 1 : (s.offset + s.duration) / period,
    })),
  };
}

function rampClock(pattern: BreathPattern): BreathClock {
  const r = scheduleOfPattern(pattern);
  const at = (phi: number) => 1000 * timeAtBreaths(r, phi);
  return {
    breathAt: (ms) => Math.max(0, Math.floor(breathsAt(r, (ms + EPS) / 1000))),
    startOf: (n) => at(n),
    layoutOf: (n) => {
      const start = at(n);
      const share = (i: number, p: number) => {
        const slot = r.slots[i]!;
        return n + slot.from + p * (slot.to - slot.from);
      };
      return {
        period: at(n + 1) - start,
        slots: r.slots.map((s) => ({
          phase: s.phase,
          offset: at(n + s.from) - start,
          duration: at(n + s.to) - at(n + s.from),
        })),
        // Within a phase too the breath runs on the integral of the pace.
        timeOf: (i, p) => at(share(i, p)) - start,
        progressOf: (i, ms) => {
          const slot = r.slots[i]!;
          const phi = breathsAt(r, (start + ms) / 1000);
          return (phi - n - slot.from) / (slot.to - slot.from);
        },
      };
    },
    bpmOf: (n) => 60_000 / (at(n + 1) - at(n)),
  };
}

export function breathClock(pattern: BreathPattern): BreathClock {
  return pattern.ramp ? rampClock(pattern) : steadyClock(pattern);
}
