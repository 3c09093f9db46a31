/**
 * A missed or an extra beat caught within detection, by Malik's 20 % rule (Malik et al. 1989,
 * "Influence of the recognition artefact in automatic analysis of long-term electrocardiograms on
 * time-domain measurement of heart rate variability", Med Biol Eng Comput 27:603–611): an
 * interval more than 20 % off the reference is suspect. The reference is the median interval of
 * the analysis window (8 s, about nine beats), which needs no history and no warm-up.
 *
 * - Two beats closer than 80 % of the reference, where dropping one leaves an interval within
 *   20 % of it: the weaker one was a notch or noise (extra). A premature beat followed by its
 *   compensatory pause leaves about twice the reference when dropped, so it stays: it is the
 *   heart's, and the contract's correction (Lipponen & Tarvainen) deals with it later.
 * - An interval of about two references (1.6–2.4×): a beat too weak for the detector (missed) is
 *   looked for in its middle, on the upstroke's slope, and kept if it is at least a third as steep
 *   as the window's typical beat.
 */
import { sortedMedian } from '@resona/contract/heart';

export interface TimedBeat {
  /** ms on the camera's clock. */
  at: number;
  height: number;
  slope: number;
  /** Found in the middle of a double interval, after the detector had passed it by. */
  recovered?: boolean;
}

export interface CleanedBeats {
  beats: TimedBeat[];
  /** The window's median interval, ms (NaN with fewer than three beats). */
  referenceMs: number;
  /** Beats dropped as extra (a notch or noise). */
  dropped: TimedBeat[];
}

const TOLERANCE = 0.2;
const MISSED_RANGE = { from: 1.6, to: 2.4 };
const MISSED_SLOPE_SHARE = 0.33;

function medianInterval(beats: readonly TimedBeat[]): number {
  const intervals = beats.slice(1).map((b, i) => b.at - beats[i]!.at);
  return sortedMedian(intervals.sort((a, b) => a - b));
}

const fits = (interval: number, reference: number) =>
  Math.abs(interval - reference) <= TOLERANCE * reference;

function dropExtra(beats: TimedBeat[], reference: number): TimedBeat[] {
  const dropped: TimedBeat[] = [];
  for (let i = 1; i < beats.length; i++) {
    if (beats[i]!.at - beats[i - 1]!.at >= (1 - TOLERANCE) * reference) continue;
    // Which of the two, once gone, leaves intervals that fit?
    const before = beats[i - 2];
    const after = beats[i + 1];
    const withoutEarlier = before ? fits(beats[i]!.at - before.at, reference) : true;
    const withoutLater = after ? fits(after.at - beats[i - 1]!.at, reference) : true;
    if (!withoutEarlier && !withoutLater) continue;
    const earlierWeaker = beats[i - 1]!.height < beats[i]!.height;
    const drop = withoutEarlier && (earlierWeaker || !withoutLater) ? i - 1 : i;
    dropped.push(...beats.splice(drop, 1));
    i = Math.max(0, drop - 1);
  }
  return dropped;
}

/** Cleans the window's beats; `findBetween(fromMs, toMs)` looks for a weak upstroke. */
export function cleanBeats(
  found: readonly TimedBeat[],
  findBetween: (fromMs: number, toMs: number) => TimedBeat | null,
): CleanedBeats {
  const beats = [...found];
  const reference = medianInterval(beats);
  if (!(beats.length >= 3 && reference > 0)) {
    return { beats, referenceMs: NaN, dropped: [] };
  }
  const dropped = dropExtra(beats, reference);
  const typicalSlope = sortedMedian(beats.map((b) => b.slope).sort((a, b) => a - b));
  for (let i = 1; i < beats.length; i++) {
    const gap = beats[i]!.at - beats[i - 1]!.at;
    if (gap < MISSED_RANGE.from * reference || gap > MISSED_RANGE.to * reference) continue;
    const margin = (1 - TOLERANCE) * reference * 0.75;
    const weak = findBetween(beats[i - 1]!.at + margin, beats[i]!.at - margin);
    if (weak && weak.slope >= MISSED_SLOPE_SHARE * typicalSlope) {
      beats.splice(i, 0, { ...weak, recovered: true });
    }
  }
  return { beats, referenceMs: reference, dropped };
}
