/**
 * Pure geometry of the guide in a 200 × 200 SVG view box, so the drawing code only copies numbers
 * into attributes. Sizes follow `breath` (lung fullness 0..1), never time directly.
 */
export const VIEW = 200;
export const CENTER = VIEW / 2;
export const RING_RADIUS = 92;
const MIN_R = 36;
const MAX_R = 80;

export function orbRadius(breath: number): number {
  return MIN_R + (MAX_R - MIN_R) * clamp01(breath);
}

/** Rounded square about as large as the orb whose corners still clear the progress ring. */
export function squareRect(breath: number): { x: number; size: number; corner: number } {
  const size = orbRadius(breath) * 1.7;
  return { x: CENTER - size / 2, size, corner: size * 0.18 };
}

/**
 * The orb and the square are drawn once at full size (breath 1) and scaled by a transform on their
 * own compositor layer, so a frame changes no geometry: no layout, paint or raster (decision 039).
 * Both grow with orbRadius, so one scale fits both; the square's corners scale with it.
 */
export function guideScale(breath: number): number {
  return orbRadius(breath) / MAX_R;
}

/** Where the full-size orb or square sits in the view box, as % of it, and its corner radius. */
export function guideBox(shape: 'circle' | 'square'): { insetPct: number; cornerPct: number } {
  if (shape === 'circle') return { insetPct: ((CENTER - MAX_R) / VIEW) * 100, cornerPct: 50 };
  const { x, size, corner } = squareRect(1);
  return { insetPct: (x / VIEW) * 100, cornerPct: (corner / size) * 100 };
}

/**
 * The ring fills clockwise from the top without repainting: two half rings, each behind a clip
 * that shows one side, turn by transform (decision 039). The right side's half turns 0–180° in the
 * first half of the phase, the left side's in the second. Returns [right, left] in degrees.
 */
export function ringTurns(progress: number): [number, number] {
  const p = clamp01(progress);
  return [Math.min(p, 0.5) * 360, Math.max(0, p - 0.5) * 360];
}

/** Room past the centre line for the half ring's round cap (half the stroke, plus antialiasing). */
const CAP = 3;

/**
 * The box of the layer that holds one half ring, as placed on the clip of the other side: only as
 * wide as the half ring (and its cap), since in software compositing every turned pixel costs.
 * `leftPct` and `widthPct` are % of the clip's width (half the view box); `originPct` puts the
 * transform origin on the ring's centre.
 */
export function halfRingBox(held: 'left' | 'right'): {
  viewBox: string;
  leftPct: number;
  widthPct: number;
  originPct: number;
} {
  const half = VIEW / 2;
  const x0 = held === 'left' ? 0 : CENTER - CAP;
  const width = half + CAP;
  return {
    viewBox: `${x0} 0 ${width} ${VIEW}`,
    // The clip showing the other side starts at `half` (right side) or 0 (left side).
    leftPct: ((x0 - (held === 'left' ? half : 0)) / half) * 100,
    widthPct: (width / half) * 100,
    originPct: ((CENTER - x0) / width) * 100,
  };
}

/** Half of the ring on one side of the vertical through the centre, from the top to the bottom. */
export function halfRingPath(side: 'left' | 'right'): string {
  const top = CENTER - RING_RADIUS;
  const bottom = CENTER + RING_RADIUS;
  // Sweep flag 0 goes anticlockwise on screen (through the left), 1 clockwise (through the right).
  return `M ${CENTER} ${top} A ${RING_RADIUS} ${RING_RADIUS} 0 0 ${side === 'left' ? 0 : 1} ${CENTER} ${bottom}`;
}

/** Height of the wave's crests above its level, in view-box units. */
export const WAVE_AMPLITUDE = 5;
/** One wavelength spans the bowl (its diameter); the surface travels one wavelength per period. */
const WAVELENGTH = 2 * MAX_R;
export const WAVE_DRIFT_MS = 8000;

/**
 * The wave is two layers inside the round bowl (the orb at full size), each moved only by a
 * transform so the compositor can draw it: the level layer rises and falls with the breath, the
 * surface layer inside it (two wavelengths wide) slides sideways by one wavelength per drift
 * period and starts over, which looks the same because the surface repeats.
 *
 * `waveSurface` is the surface layer's drawing: a box two wavelengths wide whose top edge is the
 * crest line, filled down past the bowl's bottom whatever the level.
 */
export function waveSurface(): { viewBox: string; path: string; heightPct: number } {
  const width = 2 * WAVELENGTH;
  const height = 2 * MAX_R + 2 * WAVE_AMPLITUDE;
  const steps = 64;
  let d = `M 0 ${height}`;
  for (let i = 0; i <= steps; i++) {
    const x = (width * i) / steps;
    const y = WAVE_AMPLITUDE + WAVE_AMPLITUDE * Math.sin((2 * Math.PI * x) / WAVELENGTH);
    d += ` L ${x.toFixed(2)} ${y.toFixed(2)}`;
  }
  return {
    viewBox: `0 0 ${width} ${height}`,
    path: `${d} L ${width} ${height} Z`,
    heightPct: (height / (2 * MAX_R)) * 100,
  };
}

/** The wave's level (its mean surface) from the bowl's top, in view-box units. */
export function waveLevel(breath: number): number {
  return 2 * MAX_R * (1 - (0.12 + 0.8 * clamp01(breath)));
}

/** The level layer's transform: its top edge sits on the crest line of the breath's level. */
export function waveLevelTransform(breath: number): string {
  const pct = ((waveLevel(breath) - WAVE_AMPLITUDE) / (2 * MAX_R)) * 100;
  return `translateY(${pct.toFixed(4)}%)`;
}

/** The surface layer's transform after `fraction` (0..1) of a drift period: 1 is one wavelength. */
export function waveDriftTransform(fraction: number): string {
  return `translateX(${(-50 * fraction).toFixed(4)}%)`;
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}
