import {
  labelledIndices,
  linearScale,
  mirrorX,
  niceCeiling,
  ticks,
  weekBars,
  type Frame,
} from './chart-geometry.ts';
import { ChartSvg } from '../../../components/chart/chart-svg.tsx';
import { useChartWidth } from '../../../components/chart/use-chart-width.ts';
import styles from './progress.module.css';

const HEIGHT = 190;
const MARGIN = { top: 14, right: 8, bottom: 30, left: 40 };
/** An MM-DD label at 12 px, with room between two. */
const WEEK_LABEL_WIDTH = 48;

/**
 * Minutes practised in each of the last weeks, oldest first (on the left; on the right in
 * Arabic), as in the table. Drawn at the element's own width, so the 12 px labels stay 12 px.
 */
export function MinutesChart({
  minutes,
  labels,
  formatTick = String,
  title,
  description,
  rtl = false,
}: {
  minutes: readonly number[];
  labels: readonly string[];
  /** The minutes axis's numbers as the reader writes them. */
  formatTick?: (value: number) => string;
  title: string;
  description: string;
  rtl?: boolean;
}) {
  const [width, ref] = useChartWidth(640);
  const frame: Frame = { width, height: HEIGHT, ...MARGIN };
  const x = (value: number) => mirrorX(frame, value, rtl);
  const max = niceCeiling(Math.max(0, ...minutes));
  const bars = weekBars(frame, minutes, max);
  const y = linearScale([0, max], [HEIGHT - MARGIN.bottom, MARGIN.top]);
  const slot = minutes.length > 0 ? (width - MARGIN.left - MARGIN.right) / minutes.length : 0;
  const labelled = new Set(labelledIndices(minutes.length, slot, WEEK_LABEL_WIDTH));
  return (
    <ChartSvg
      svgRef={ref}
      className={styles.svg}
      width={width}
      height={HEIGHT}
      title={title}
      description={description}
    >
      {ticks(max).map((tick) => (
        <g key={tick}>
          <line
            x1={x(MARGIN.left)}
            x2={x(width - MARGIN.right)}
            y1={y(tick)}
            y2={y(tick)}
            className={styles.grid}
          />
          <text
            x={x(MARGIN.left - 6)}
            y={y(tick) + 4}
            textAnchor={rtl ? 'start' : 'end'}
            className={styles.axisText}
          >
            {formatTick(tick)}
          </text>
        </g>
      ))}
      {bars.map((bar) => {
        const centre = x(bar.x + bar.width / 2);
        return (
          <g key={bar.index}>
            <rect
              x={centre - bar.width / 2}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              rx={3}
              className={styles.bar}
            />
            {labelled.has(bar.index) ? (
              <text x={centre} y={HEIGHT - 10} textAnchor="middle" className={styles.axisText}>
                {labels[bar.index]}
              </text>
            ) : null}
          </g>
        );
      })}
    </ChartSvg>
  );
}
