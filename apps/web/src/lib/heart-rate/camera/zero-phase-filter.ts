/**
 * A band-pass with no delay: second-order Butterworth sections (Bristow-Johnson's "Audio EQ
 * Cookbook" biquads) run forward over a window and then backward, as MATLAB's and SciPy's
 * `filtfilt` do (Gustafsson 1996). The phase of the two passes cancels, so no frequency is
 * delayed and a beat's upstroke stays where it was — a one-way filter would move it by a
 * different amount at every heart rate. The magnitude is squared: each section is −6 dB at its
 * corner.
 */

export interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

function butterworth(kind: 'low' | 'high', cornerHz: number, sampleHz: number): Biquad {
  const w = (2 * Math.PI * cornerHz) / sampleHz;
  const cos = Math.cos(w);
  const alpha = Math.sin(w) / (2 * Math.SQRT1_2);
  const a0 = 1 + alpha;
  const edge = kind === 'low' ? (1 - cos) / 2 : (1 + cos) / 2;
  return {
    b0: edge / a0,
    b1: (kind === 'low' ? 2 * edge : -2 * edge) / a0,
    b2: edge / a0,
    a1: (-2 * cos) / a0,
    a2: (1 - alpha) / a0,
  };
}

/** A high-pass at `fromHz` then a low-pass at `toHz`. */
export function bandPass(fromHz: number, toHz: number, sampleHz: number): Biquad[] {
  return [butterworth('high', fromHz, sampleHz), butterworth('low', toHz, sampleHz)];
}

/** One pass of the sections over `x` in place, direct form II transposed, from rest. */
function runSections(x: Float64Array, sections: readonly Biquad[]): void {
  for (const s of sections) {
    let z1 = 0;
    let z2 = 0;
    for (let i = 0; i < x.length; i++) {
      const input = x[i]!;
      const out = s.b0 * input + z1;
      z1 = s.b1 * input - s.a1 * out + z2;
      z2 = s.b2 * input - s.a2 * out;
      x[i] = out;
    }
  }
}

/**
 * `values` filtered forward and backward. Each end is first extended by `pad` samples of its odd
 * reflection (filtfilt's padding), so the filters' start-up transients fall outside the window.
 */
export function filtfilt(
  values: Float64Array,
  sections: readonly Biquad[],
  pad: number,
): Float64Array {
  const n = values.length;
  const p = Math.min(pad, n - 1);
  const x = new Float64Array(n + 2 * p);
  const first = values[0]!;
  const last = values[n - 1]!;
  for (let i = 0; i < p; i++) x[i] = 2 * first - values[p - i]!;
  x.set(values, p);
  for (let i = 0; i < p; i++) x[p + n + i] = 2 * last - values[n - 2 - i]!;
  // Starting from rest at the padded sequence's first value, not at zero: no step to ring.
  const offset = x[0]!;
  for (let i = 0; i < x.length; i++) x[i] = x[i]! - offset;
  runSections(x, sections);
  x.reverse();
  runSections(x, sections);
  x.reverse();
  return x.subarray(p, p + n);
}
