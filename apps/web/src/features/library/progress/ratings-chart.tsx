import { useId } from 'react';
import { RATING_STEPS } from '@resona/contract';
import { linePath, ratingPoints, ratingY, type Frame } from './chart-geometry.ts';
import styles from './progress.module.css';

const FRAME: Frame = { width: 640, height: 220, top: 16, right: 16, bottom: 28, left: 44 };
const STEPS = Array.from({ length: RATING_STEPS }, (_, i) => i + 1);

/** Before (dashed, round dots) and after (solid, squares): shape tells them apart, not only colour. */
export function RatingsChart({
  before,
  after,
  dates,
  title,
  description,
}: {
  before: readonly (number | null)[];
  after: readonly (number | null)[];
  dates: readonly string[];
  title: string;
  description: string;
}) {
  const titleId = useId();
  const descId = useId();
  const beforePoints = ratingPoints(FRAME, before);
  const afterPoints = ratingPoints(FRAME, after);
  const firstDate = dates[0];
  const lastDate = dates.length > 1 ? dates[dates.length - 1] : undefined;
  return (
    <svg
      className={styles.svg}
      viewBox={`0 0 ${FRAME.width} ${FRAME.height}`}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
    >
      <title id={titleId}>{title}</title>
      <desc id={descId}>{description}</desc>
      {STEPS.map((step) => {
        const y = ratingY(FRAME, step);
        return (
          <g key={step}>
            <line
              x1={FRAME.left}
              x2={FRAME.width - FRAME.right}
              y1={y}
              y2={y}
              className={styles.grid}
            />
            <Face cx={FRAME.left - 22} cy={y} rating={step} />
          </g>
        );
      })}
      <path d={linePath(beforePoints)} className={styles.beforeLine} />
      <path d={linePath(afterPoints)} className={styles.afterLine} />
      {beforePoints.map((p) => (
        <circle key={`b${p.index}`} cx={p.x} cy={p.y} r={4.5} className={styles.beforeDot} />
      ))}
      {afterPoints.map((p) => (
        <rect
          key={`a${p.index}`}
          x={p.x - 4.5}
          y={p.y - 4.5}
          width={9}
          height={9}
          className={styles.afterDot}
        />
      ))}
      {firstDate ? (
        <text x={FRAME.left} y={FRAME.height - 8} className={styles.axisText}>
          {firstDate}
        </text>
      ) : null}
      {lastDate ? (
        <text
          x={FRAME.width - FRAME.right}
          y={FRAME.height - 8}
          textAnchor="end"
          className={styles.axisText}
        >
          {lastDate}
        </text>
      ) : null}
    </svg>
  );
}

/** A small face for the rating axis: the mouth curves from a frown (1) to a smile (5). */
function Face({ cx, cy, rating }: { cx: number; cy: number; rating: number }) {
  const curve = (rating - (RATING_STEPS + 1) / 2) * 2;
  return (
    <g className={styles.face}>
      <circle cx={cx} cy={cy} r={8} />
      <circle cx={cx - 3} cy={cy - 2} r={0.9} className={styles.faceEye} />
      <circle cx={cx + 3} cy={cy - 2} r={0.9} className={styles.faceEye} />
      <path d={`M${cx - 4} ${cy + 3} Q${cx} ${cy + 3 + curve} ${cx + 4} ${cy + 3}`} />
    </g>
  );
}
