/**
 * Power spectrum by Welch's method: 64 s Hann-windowed segments (256 samples at 4 Hz, the whole
 * block if shorter) overlapping by half, each with its linear trend removed, averaged. The
 * spectrum is evaluated directly on a 0.001 Hz grid across the LF band — the same as a
 * zero-padded FFT there, and cheaper for a band of 111 points.
 */
export const LF_BAND = { from: 0.04, to: 0.15 } as const;
const GRID_HZ = 0.001;
const SEGMENT = 256;

export interface LfFigures {
  /** Power in the LF band, ms². */
  powerMs2: number;
  /** Frequency of the highest point of the LF spectrum, Hz. */
  peakHz: number;
  /** Spectral density at the peak, ms²/Hz. */
  peakDensity: number;
}

function detrended(values: ArrayLike<number>, from: number, length: number): Float64Array {
  // Least-squares line through (i, value) for i = 0 … length − 1.
  const meanI = (length - 1) / 2;
  let meanV = 0;
  for (let i = 0; i < length; i++) meanV += values[from + i]!;
  meanV /= length;
  let num = 0;
  let den = 0;
  for (let i = 0; i < length; i++) {
    num += (i - meanI) * (values[from + i]! - meanV);
    den += (i - meanI) ** 2;
  }
  const slope = den ? num / den : 0;
  const out = new Float64Array(length);
  for (let i = 0; i < length; i++) out[i] = values[from + i]! - meanV - slope * (i - meanI);
  return out;
}

export function lfFigures(values: ArrayLike<number>, hz: number): LfFigures {
  const length = Math.min(SEGMENT, values.length);
  const starts: number[] = [];
  for (let s = 0; s + length <= values.length; s += length >> 1) starts.push(s);
  const window = Float64Array.from(
    { length },
    (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / length),
  );
  const windowPower = window.reduce((sum, w) => sum + w * w, 0);
  const freqs: number[] = [];
  for (let f = LF_BAND.from; f <= LF_BAND.to + 1e-9; f += GRID_HZ) freqs.push(f);
  const density = new Float64Array(freqs.length);
  for (const start of starts) {
    const segment = detrended(values, start, length);
    for (let i = 0; i < length; i++) segment[i]! *= window[i]!;
    freqs.forEach((f, k) => {
      const w = (2 * Math.PI * f) / hz;
      // e^{-iwn} by rotation, one complex product a sample instead of a cosine and a sine.
      const stepRe = Math.cos(w);
      const stepIm = -Math.sin(w);
      let rotRe = 1;
      let rotIm = 0;
      let re = 0;
      let im = 0;
      for (let i = 0; i < length; i++) {
        re += segment[i]! * rotRe;
        im += segment[i]! * rotIm;
        const next = rotRe * stepRe - rotIm * stepIm;
        rotIm = rotRe * stepIm + rotIm * stepRe;
        rotRe = next;
      }
      // One-sided density: twice the two-sided, over the window's power and the sample rate.
      density[k]! += (2 * (re * re + im * im)) / (hz * windowPower * starts.length);
    });
  }
  let powerMs2 = 0;
  let peak = 0;
  for (let k = 0; k < freqs.length; k++) {
    if (k > 0) powerMs2 += ((density[k]! + density[k - 1]!) / 2) * GRID_HZ;
    if (density[k]! > density[peak]!) peak = k;
  }
  return { powerMs2, peakHz: freqs[peak] ?? NaN, peakDensity: density[peak] ?? 0 };
}
