import { useLayoutEffect, type RefObject } from 'react';

/** The guide's bounds (px): never smaller than a thumb's reach of breathing, never larger than 20rem. */
const MIN_GUIDE = 128;
const MAX_GUIDE = 320;
/** Room kept under Start, so it does not sit on the screen's very edge. */
const BOTTOM_ROOM = 12;

/**
 * Sizes the guide so Start stays in view without scrolling: the screen's height less everything
 * drawn down to Start but the guide itself, measured. A fixed budget cannot do it: the page's
 * title, intro and the guide's words run to more lines in German, French, Spanish or Ukrainian
 * than in English. Written to `--guide-fit` on `root`; re-measured whenever the page's size
 * changes (a turned phone, a new language, a font arriving), which settles at once because the
 * guide's own size is taken out of the sum.
 */
export function useGuideFit(
  root: RefObject<HTMLElement | null>,
  start: RefObject<HTMLElement | null>,
) {
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    let written = '';
    const fit = () => {
      const guide = element.querySelector('figure > [aria-hidden="true"]');
      const button = start.current;
      if (!guide || !button) return;
      const box = guide.getBoundingClientRect();
      if (box.width === 0) return;
      // The guide is as wide as the size; its height is the size (the orb) or more (the still
      // swatch and bar of reduced motion).
      const tall = box.height / box.width;
      const rest = button.getBoundingClientRect().bottom + window.scrollY - box.height;
      const fitted = (window.innerHeight - BOTTOM_ROOM - rest) / tall;
      const size = Math.round(Math.min(MAX_GUIDE, Math.max(MIN_GUIDE, fitted)));
      const value = `${size}px`;
      if (value === written) return;
      written = value;
      element.style.setProperty('--guide-fit', value);
    };
    fit();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(document.documentElement);
    window.addEventListener('resize', fit);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', fit);
    };
  }, [root, start]);
}
