/** An unevenly sampled series (beat times) resampled on an even grid by linear interpolation. */

export const RESAMPLE_HZ = 4;

/**
 * Values at `times` (ms, increasing) read at fromMs, fromMs + step … below toMs. Before the first
 * and after the last known time the nearest value holds.
 */
export function resampleLinear(
  times: readonly number[],
  values: readonly number[],
  fromMs: number,
  toMs: number,
  hz = RESAMPLE_HZ,
): Float64Array {
  const step = 1000 / hz;
  const count = Math.max(0, Math.ceil((toMs - fromMs) / step - 1e-9));
  const out = new Float64Array(count);
  let k = 0;
  for (let i = 0; i < count; i++) {
    const t = fromMs + i * step;
    while (k + 1 < times.length && times[k + 1]! <= t) k++;
    const t0 = times[k]!;
    const t1 = times[k + 1];
    if (t <= t0 || t1 === undefined) out[i] = values[k]!;
    else out[i] = values[k]! + ((values[k + 1]! - values[k]!) * (t - t0)) / (t1 - t0);
  }
  return out;
}
