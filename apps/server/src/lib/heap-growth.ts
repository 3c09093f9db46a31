import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the old generation grow past what the last full collection kept, in percent.
 *
 * Resona's server keeps about 40 MB alive. Left to itself on a machine with gigabytes free, V8
 * sees its collections are cheap and lets the old generation grow to about four times that before
 * the next full collection: under 50 requests at a time the server's own memory reached 240 MB,
 * most of it garbage waiting (bench/embedded, issue 29). Growing by half keeps it near 140 MB for
 * the same throughput and CPU per request; a full collection of a 40 MB heap is mostly concurrent
 * and takes a few milliseconds on the main thread (decision 116).
 */
export const HEAP_GROWING_PERCENT = 50;

/**
 * Called first thing by the server's entry (and by the bench's copy of it), so the same limit
 * holds under `npm start`, a service manager and the benchmarks. V8 reads the setting each time
 * it sets the next limit, so it applies from the first full collection on.
 */
export function keepHeapNearLiveSize(percent = HEAP_GROWING_PERCENT) {
  setFlagsFromString(`--heap-growing-percent=${percent}`);
}
