/**
 * The frames the compositor drew, from a Chromium trace: what a person sees whether or not the
 * page's main thread ran. The compositor thread of the page's renderer logs `BeginFrame` at
 * each display tick (its `ts` is the tick the compositor's animations are sampled at) and
 * `DrawFrame` with the same `frameSeqId` when it drew a new picture for that tick; a tick whose
 * picture never came is a frame the guide did not move in. Trace times are the browser's
 * monotonic clock in µs; a `performance.mark` gives the page's performance.now() for one of them.
 */

/** Categories to trace: the frame events and the user timing mark for the anchor. */
export const FRAME_TRACE_CATEGORIES = [
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
];

/** The mark the page sets for the anchor between trace time and performance.now(). */
export const ANCHOR_MARK = 'pacer-bench-anchor';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  args?: {
    name?: string;
    frameSeqId?: number;
    data?: { startTime?: number };
  };
}

export interface CompositorFrames {
  /** performance.now() of each display tick the compositor began, in order. */
  ticks: number[];
  /** performance.now() of each tick that got a drawn picture, in order. */
  drawn: number[];
}

export function compositorFrames(events: readonly TraceEvent[]): CompositorFrames {
  const anchor = events.find(
    (e) => e.name === ANCHOR_MARK && e.args?.data?.startTime !== undefined,
  );
  if (!anchor) throw new Error(`trace: no ${ANCHOR_MARK} mark`);
  // ms to add to a trace time (µs / 1000) to get the page's performance.now().
  const offset = anchor.args!.data!.startTime! - anchor.ts / 1000;
  const compositor = events.find(
    (e) => e.name === 'thread_name' && e.pid === anchor.pid && e.args?.name === 'Compositor',
  );
  if (!compositor) throw new Error('trace: no compositor thread in the page renderer');
  const begins = new Map<number, number>();
  const drawnSeq = new Set<number>();
  for (const e of events) {
    if (e.pid !== anchor.pid || e.tid !== compositor.tid) continue;
    const seq = e.args?.frameSeqId;
    if (seq === undefined) continue;
    if (e.name === 'BeginFrame' && !begins.has(seq)) begins.set(seq, e.ts / 1000 + offset);
    if (e.name === 'DrawFrame') drawnSeq.add(seq);
  }
  const ticks = [...begins.values()].sort((a, b) => a - b);
  const drawn = [...begins]
    .filter(([seq]) => drawnSeq.has(seq))
    .map(([, t]) => t)
    .sort((a, b) => a - b);
  return { ticks, drawn };
}
