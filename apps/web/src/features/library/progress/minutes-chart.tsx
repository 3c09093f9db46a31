import { useId } from 'react';
import { niceCeiling, ticks, weekBars, linearScale, type Frame } from './chart-geometry.ts';
import styles from './progress.module.css';

const FRAME: Frame = { width: 640, height: 180, top: 12, right: 8, bottom: 26, left: 36 };

/** Minutes practised in each of the last weeks, oldest on the left, as in the table. */
export function MinutesChart({
  minutes,
  labels,
  title,
  description,
}: {
  minutes: readonly number[];
  labels: readonly string[];
  title: string;
  description: string;
}) {
  const titleId = useId();
  const descId = useId();
  const max = niceCeiling(Math.max(0, ...minutes));
  const bars = weekBars(FRAME, minutes, max);
  const y = linearScale([0, max], [FRAME.height - FRAME.bottom, FRAME.top]);
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
      {ticks(max).map((tick) => (
        <g key={tick}>
          <line
            x1={FRAME.left}
            x2={FRAME.width - FRAME.right}
            y1={y(tick)}
            y2={y(tick)}
            className={styles.grid}
          />
          <text x={FRAME.left - 6} y={y(tick) + 4} textAnchor="end" className={styles.axisText}>
            {tick}
          </text>
        </g>
      ))}
      {bars.map((bar) => (
        <g key={bar.index}>
          <rect
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
            rx={3}
            className={styles.bar}
          />
          {bar.index % 2 === minutes.length % 2 || minutes.length <= 6 ? (
            <text
              x={bar.x + bar.width / 2}
              y={FRAME.height - 8}
              textAnchor="middle"
              className={styles.axisText}
            >
              {labels[bar.index]}
            </text>
          ) : null}
        </g>
      ))}
    </svg>
  );
}
