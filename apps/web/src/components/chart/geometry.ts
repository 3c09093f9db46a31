/** What every chart's drawing needs: its frame, a scale and a line through points. */

/** Plot area inside an SVG viewBox: the outer size and the margins kept for axes and labels. */
export interface Frame {
  width: number;
  height: number;
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** Maps [d0, d1] onto [r0, r1]; a zero-width domain maps to the range's middle. */
export function linearScale(domain: readonly [number, number], range: readonly [number, number]) {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  return (value: number) =>
    d1 === d0 ? (r0 + r1) / 2 : r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
}

/** A coordinate to two decimals: shorter paths, no visible difference. */
export function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** An SVG path through the points, in order; '' for none. */
export function linePath(points: readonly { x: number; y: number }[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${round(p.x)} ${round(p.y)}`).join(' ');
}
