/**
 * One more breath at this pace. A breath that a stretch without beats touches (a camera's poor
 * signal, a strap reconnecting) is left out of its block's figures (decision 115), and a block
 * read over one swing fewer moves by the swing it lost: where that breath swung more than the
 * others, the resonance block scored lower and the assessment found no rate standing out. So the
 * block asks for one more breath at its pace while it is still running, as a person guided by a
 * strap or a camera would be, and every later block starts a breath later (decision 119).
 *
 * Pure, so the running screen and the bench's simulated person decide the same way.
 */
import { beatGaps, BEAT_GAP_MS, type Span } from '@resona/contract/heart';
import type { Beats } from './block-figures.ts';
import { blockAt, type ProtocolBlock } from './protocol.ts';
import { lostBreaths } from './whole-breaths.ts';

/**
 * Breaths a block may add at most: a finger that keeps moving is told so by the signal's own
 * hints, and the assessment should not run on and on.
 */
export const MAX_ADDED_BREATHS = 2;
/**
 * How late a source may report a beat: the camera confirms a beat 1.5–1.75 s after it fell
 * (decision 102), a strap notifies within a second. Beats older than this should have arrived.
 */
export const REPORT_DELAY_MS = 2000;
/**
 * A breath is added no later than this before the block's end: the pacer takes a new pace at
 * the next breath's start, and the screen needs a frame or two to hand it the old one again.
 */
const DECIDE_BEFORE_END_MS = 500;
/**
 * A gap still open counts only this close to the last moment to decide. Its end is a guess
 * (now less REPORT_DELAY_MS), and a browser under load reports beats later than that: in the
 * camera journey, a gap judged while open mid-block reached into the next breath and asked for
 * two where its beats, once in, touched one. Until then the closed gap decides.
 */
const OPEN_GAP_WITHIN_MS = 2000;

/**
 * Where no beats have come in for longer than a gap by now (`nowMs`, on the protocol's clock):
 * the gap is still open, and the breaths it has reached are lost already. Without it, a gap
 * that starts in a block's last seconds would be seen only after the block had ended.
 */
function openGap(beats: Beats, nowMs: number): Span | null {
  const last = beats.times.length - 1;
  if (last < 0) return null;
  const heardUntil = nowMs - REPORT_DELAY_MS;
  if (heardUntil - beats.times[last]! <= BEAT_GAP_MS) return null;
  return { fromMs: beats.times[last]! - beats.rr[last]! / 2, toMs: heardUntil };
}

/**
 * The breaths added to each block once the beats so far are in: the running block gains one
 * for each settled breath it has lost, up to MAX_ADDED_BREATHS, while it can still go on at
 * its pace. Blocks already over keep what they had. Returns `added` itself when nothing changes.
 */
export function addedBreathsNow(
  blocks: readonly ProtocolBlock[],
  added: readonly number[],
  beats: Beats,
  nowMs: number,
): readonly number[] {
  const k = blockAt(blocks, nowMs);
  const block = blocks[k]!;
  if (nowMs < block.startMs || nowMs > block.endMs - DECIDE_BEFORE_END_MS) return added;
  const open = nowMs >= block.endMs - OPEN_GAP_WITHIN_MS ? openGap(beats, nowMs) : null;
  const gaps = open ? [...beatGaps(beats.times, beats.rr), open] : beatGaps(beats.times, beats.rr);
  const wanted = Math.min(MAX_ADDED_BREATHS, lostBreaths(block, gaps));
  if (wanted <= (added[k] ?? 0)) return added;
  return blocks.map((_, i) => (i === k ? wanted : (added[i] ?? 0)));
}
