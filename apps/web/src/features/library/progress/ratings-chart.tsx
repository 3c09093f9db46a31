import { RATING_STEPS } from '@resona/contract';
import {
  labelledIndices,
  linePath,
  mirrorX,
  ratingPoints,
  ratingY,
  slotWidth,
  slotX,
  type Frame,
} from './chart-geometry.ts';
import { ChartSvg } from '../../../components/chart/chart-svg.tsx';
import { useChartWidth } from '../../../components/chart/use-chart-width.ts';
import styles from './progress.module.css';

const HEIGHT = 232;
const MARGIN = { top: 18, right: 44, bottom: 34, left: 48 };
const STEPS = Array.from({ length: RATING_STEPS }, (_, i) => i + 1);
/** A YYYY-MM-DD label at 12 px, with room to breathe between two. */
const DATE_LABEL_WIDTH = 84;
const FACE_RADIUS = 11;

/**
 * Before (dashed, round dots) and after (solid, squares): shape tells them apart, not only colour.
 * Drawn at the element's own width (one unit, one pixel), so the 12 px dates and the faces stay
 * legible on a phone; each date sits under its point; in Arabic time runs right to left and the
 * faces stand on the right.
 */
export function RatingsChart({
  before,
  after,
  dates,
  title,
  description,
  rtl = false,
}: {
  before: readonly (number | null)[];
  after: readonly (number | null)[];
  dates: readonly string[];
  title: string;
  description: string;
  rtl?: boolean;
}) {
  const [width, ref] = useChartWidth(640);
  // The faces take the start side (left, or right in Arabic); the end keeps room for a date.
  const frame: Frame = { width, height: HEIGHT, ...MARGIN };
  const x = (value: number) => mirrorX(frame, value, rtl);
  const mirror = <T extends { x: number }>(points: T[]) => points.map((p) => ({ ...p, x: x(p.x) }));
  const beforePoints = mirror(ratingPoints(frame, before));
  const afterPoints = mirror(ratingPoints(frame, after));
  const count = dates.length;
  const labelled = labelledIndices(count, slotWidth(frame, count), DATE_LABEL_WIDTH);
  const faceX = x(MARGIN.left - FACE_RADIUS - 10);
  return (
    <ChartSvg
      svgRef={ref}
      className={styles.svg}
      width={width}
      height={HEIGHT}
      title={title}
      description={description}
    >
      {STEPS.map((step) => {
        const y = ratingY(frame, step);
        return (
          <g key={step}>
            <line
              x1={x(MARGIN.left)}
              x2={x(width - MARGIN.right)}
              y1={y}
              y2={y}
              className={styles.grid}
            />
            <Face cx={faceX} cy={y} rating={step} />
          </g>
        );
      })}
      <path d={linePath(beforePoints)} className={styles.beforeLine} />
      <path d={linePath(afterPoints)} className={styles.afterLine} />
      {beforePoints.map((p) => (
        <circle
          key={`b${p.index}`}
          cx={p.x}
          cy={p.y}
          r={5}
          className={styles.beforeDot}
          data-point="before"
        />
      ))}
      {afterPoints.map((p) => (
        <rect
          key={`a${p.index}`}
          x={p.x - 5}
          y={p.y - 5}
          width={10}
          height={10}
          className={styles.afterDot}
          data-point="after"
        />
      ))}
      {labelled.map((index) => (
        <text
          key={index}
          x={x(slotX(frame, index, count))}
          y={HEIGHT - 10}
          textAnchor="middle"
          className={styles.axisText}
        >
          {dates[index]}
        </text>
      ))}
    </ChartSvg>
  );
}

/** A face for the rating axis: the mouth curves from a frown (1) to a smile (5). */
function Face({ cx, cy, rating }: { cx: number; cy: number; rating: number }) {
  const curve = (rating - (RATING_STEPS + 1) / 2) * 2.6;
  const r = FACE_RADIUS;
  return (
    <g className={styles.face}>
      <circle cx={cx} cy={cy} r={r} />
      <circle cx={cx - 4} cy={cy - 3} r={1.4} className={styles.faceEye} />
      <circle cx={cx + 4} cy={cy - 3} r={1.4} className={styles.faceEye} />
      <path d={`M${cx - 5} ${cy + 4} Q${cx} ${cy + 4 + curve} ${cx + 5} ${cy + 4}`} />
    </g>
  );
}
