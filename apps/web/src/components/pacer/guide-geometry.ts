/**
 * Pure geometry of the guide in a 200 × 200 SVG view box, so the drawing code only copies numbers
 * into attributes. Sizes follow `breath` (lung fullness 0..1), never time directly.
 */
export const VIEW = 200;
export const CENTER = VIEW / 2;
export const RING_RADIUS = 92;
export const RING_LENGTH = 2 * Math.PI * RING_RADIUS;
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

/** Dash offset that shows `progress` of the ring, starting at the top. */
export function ringOffset(progress: number): number {
  return RING_LENGTH * (1 - clamp01(progress));
}

/**
 * A filled wave whose level rises with the breath, drawn inside the ring. `drift` (radians) makes
 * the surface travel slowly; it comes from the clock, so it is smooth and never accumulates.
 */
export function wavePath(breath: number, drift: number): string {
  const bottom = CENTER + MAX_R;
  const level = bottom - 2 * MAX_R * (0.12 + 0.8 * clamp01(breath));
  const amplitude = 5;
  const left = CENTER - MAX_R;
  const steps = 16;
  let d = `M ${left} ${bottom}`;
  for (let i = 0; i <= steps; i++) {
    const x = left + (2 * MAX_R * i) / steps;
    const y = level + amplitude * Math.sin((2 * Math.PI * i) / steps + drift);
    d += ` L ${x.toFixed(2)} ${y.toFixed(2)}`;
  }
  return `${d} L ${left + 2 * MAX_R} ${bottom} Z`;
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}
