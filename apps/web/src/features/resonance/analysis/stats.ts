/** Small statistics over number arrays; none of them changes its input. */

export function median(values: ArrayLike<number>): number {
  const sorted = Array.from(values).sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  if (sorted.length === 0) return NaN;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Quartile deviation, (Q3 − Q1) / 2, with linear interpolation between ranks. */
export function quartileDeviation(values: ArrayLike<number>): number {
  const sorted = Array.from(values).sort((a, b) => a - b);
  const at = (q: number) => {
    const pos = (sorted.length - 1) * q;
    const low = Math.floor(pos);
    const high = Math.min(sorted.length - 1, low + 1);
    return sorted[low]! + (sorted[high]! - sorted[low]!) * (pos - low);
  };
  return sorted.length === 0 ? NaN : (at(0.75) - at(0.25)) / 2;
}

export function mean(values: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i]!;
  return values.length ? sum / values.length : NaN;
}

/** The values in a window of `width` centred on each index (shorter at the ends). */
export function windowAround<T extends ArrayLike<number>>(values: T, index: number, width: number) {
  const half = width >> 1;
  const from = Math.max(0, index - half);
  return Array.prototype.slice.call(
    values,
    from,
    Math.min(values.length, index + half + 1),
  ) as number[];
}

/** Root mean square of successive differences, ms. */
export function rmssd(rr: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 1; i < rr.length; i++) sum += (rr[i]! - rr[i - 1]!) ** 2;
  return rr.length > 1 ? Math.sqrt(sum / (rr.length - 1)) : NaN;
}
