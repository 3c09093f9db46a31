/** Small statistics over number arrays; none of them changes its input. */

export function mean(values: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i]!;
  return values.length ? sum / values.length : NaN;
}

/**
 * `pick` of the window of `width` values centred on each index (shorter at the ends), kept
 * sorted as it slides: one insertion and one removal a step instead of a sort.
 */
export function rolling(
  values: readonly number[],
  width: number,
  pick: (sorted: readonly number[]) => number,
): number[] {
  const half = width >> 1;
  const sorted: number[] = [];
  const place = (v: number) => {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (sorted[mid]! < v) low = mid + 1;
      else high = mid;
    }
    return low;
  };
  for (let j = 0; j < Math.min(values.length, half); j++)
    sorted.splice(place(values[j]!), 0, values[j]!);
  return values.map((_, i) => {
    const entering = values[i + half];
    if (entering !== undefined) sorted.splice(place(entering), 0, entering);
    const leaving = values[i - half - 1];
    if (leaving !== undefined) sorted.splice(place(leaving), 1);
    return pick(sorted);
  });
}

/** Median of sorted values. */
export function sortedMedian(sorted: readonly number[]): number {
  const mid = sorted.length >> 1;
  if (sorted.length === 0) return NaN;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Quartile deviation, (Q3 − Q1) / 2, of sorted values, interpolating between ranks. */
export function sortedQuartileDeviation(sorted: readonly number[]): number {
  const at = (q: number) => {
    const pos = (sorted.length - 1) * q;
    const low = Math.floor(pos);
    const high = Math.min(sorted.length - 1, low + 1);
    return sorted[low]! + (sorted[high]! - sorted[low]!) * (pos - low);
  };
  return sorted.length === 0 ? NaN : (at(0.75) - at(0.25)) / 2;
}

/** Root mean square of successive differences, ms. */
export function rmssd(rr: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 1; i < rr.length; i++) sum += (rr[i]! - rr[i - 1]!) ** 2;
  return rr.length > 1 ? Math.sqrt(sum / (rr.length - 1)) : NaN;
}
