import { useCallback, useState } from 'react';

/**
 * The drawn width of a chart's <svg>, followed as it changes, for a viewBox as wide as the
 * element: one unit is one CSS pixel, so text and faces keep their size on a phone instead of
 * shrinking with the picture. Before the first measure (and on the server) it is `initial`.
 */
export function useChartWidth(initial: number) {
  const [width, setWidth] = useState(initial);
  const ref = useCallback((element: SVGSVGElement | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [width, ref] as const;
}
