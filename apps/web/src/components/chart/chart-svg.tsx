import { useId, type ReactNode, type Ref } from 'react';

/**
 * A chart's <svg>: a viewBox as wide as the element (one unit, one CSS pixel, from
 * useChartWidth), an image for screen readers named by its title and described by its
 * description.
 */
export function ChartSvg({
  svgRef,
  width,
  height,
  title,
  description,
  className,
  children,
}: {
  svgRef: Ref<SVGSVGElement>;
  width: number;
  height: number;
  title: string;
  description: string;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const descId = useId();
  return (
    <svg
      ref={svgRef}
      className={className}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
    >
      <title id={titleId}>{title}</title>
      <desc id={descId}>{description}</desc>
      {children}
    </svg>
  );
}
