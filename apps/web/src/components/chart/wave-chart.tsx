import { linePath, linearScale, type Frame } from './geometry.ts';
import { ChartSvg } from './chart-svg.tsx';
import { useChartWidth } from './use-chart-width.ts';
import styles from './wave-chart.module.css';

const MARGIN = { top: 8, right: 8, bottom: 8, left: 8 };

/**
 * One block's heart rate (line) against the breath the pacer asked for (shaded: up is a full
 * breath), on the same time axis, so a person sees whether their heart rose with each inhale.
 * Time runs left to right in every language, like the progress charts. Used by the resonance
 * report, the player's live wave (`onStage`: the theme's colours) and the history detail (heart
 * rate alone: no breath).
 */
export function WaveChart({
  heartRate,
  breath,
  title,
  description,
  height: HEIGHT = 110,
  onStage = false,
}: {
  heartRate: readonly number[];
  breath: readonly number[];
  title: string;
  description: string;
  height?: number;
  onStage?: boolean;
}) {
  const [width, ref] = useChartWidth(320);
  const frame: Frame = { width, height: HEIGHT, ...MARGIN };
  const x = linearScale([0, Math.max(1, heartRate.length - 1)], [frame.left, width - frame.right]);
  const low = heartRate.length ? Math.min(...heartRate) : 60;
  const high = heartRate.length ? Math.max(...heartRate) : 60;
  const pad = Math.max(1, (high - low) * 0.1);
  const y = linearScale([low - pad, high + pad], [HEIGHT - frame.bottom, frame.top]);
  const breathY = linearScale([0, 1], [HEIGHT - frame.bottom, frame.top]);
  const breathLine = linePath(breath.map((v, i) => ({ x: x(i), y: breathY(v) })));
  const bottom = HEIGHT - frame.bottom;
  const breathArea = breath.length
    ? `${breathLine} L${x(breath.length - 1)} ${bottom} L${x(0)} ${bottom} Z`
    : '';
  return (
    <ChartSvg
      svgRef={ref}
      className={onStage ? `${styles.chart} ${styles.onStage}` : styles.chart}
      width={width}
      height={HEIGHT}
      title={title}
      description={description}
    >
      <path d={breathArea} className={styles.breathArea} />
      <path
        d={linePath(heartRate.map((v, i) => ({ x: x(i), y: y(v) })))}
        className={styles.hrLine}
      />
    </ChartSvg>
  );
}
