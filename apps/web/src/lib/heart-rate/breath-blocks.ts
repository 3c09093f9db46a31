/**
 * The breath a pacer asks for, as blocks of one pace each: what the demo heart follows and what
 * heart rate is drawn against. The resonance protocol is five such blocks at 4:6; a session is
 * one block at its exercise's pace and ratio.
 */
import { breathLevel, layoutOf } from '../../components/pacer/pattern.ts';

export interface BreathBlock {
  bpm: number;
  /** Inhale : exhale; the protocol's 4:6 when left out. */
  ratio?: readonly [number, number];
  /** Start and end, ms from the first inhale. */
  startMs: number;
  endMs: number;
  breaths: number;
}

export const PROTOCOL_RATIO = [4, 6] as const;

/** The block at `ms`, or the last one after the end. */
export function blockAt(blocks: readonly BreathBlock[], ms: number): number {
  const index = blocks.findIndex((b) => ms < b.endMs);
  return index === -1 ? blocks.length - 1 : index;
}

/** Lung fullness 0..1 the pacer asks for at `ms` after the first inhale (0 after the end). */
export function breathVolumeAt(blocks: readonly BreathBlock[], ms: number): number {
  const block = blocks[blockAt(blocks, ms)];
  if (!block || ms >= block.endMs || ms < 0) return 0;
  const { period, slots } = layoutOf({ bpm: block.bpm, ratio: block.ratio ?? PROTOCOL_RATIO });
  const within = (ms - block.startMs) % period;
  const slot = [...slots].reverse().find((s) => s.offset <= within) ?? slots[0]!;
  return breathLevel(slot.phase, (within - slot.offset) / slot.duration);
}

/** One pace for `minutes`, whole breaths from the first inhale: a session's breath. */
export function steadyBreath(
  bpm: number,
  ratio: readonly [number, number],
  minutes: number,
): BreathBlock[] {
  const breaths = Math.ceil(minutes * bpm);
  return [{ bpm, ratio, startMs: 0, endMs: (breaths * 60_000) / bpm, breaths }];
}
