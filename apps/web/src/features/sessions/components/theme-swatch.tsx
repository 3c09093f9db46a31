import { PACER_THEMES, type PacerThemeId } from '../../../components/pacer/themes.ts';
import styles from './theme-swatch.module.css';

/**
 * A theme's look in small: the pacer's background, ring and guide shape in its palette, so a
 * choice of theme is visible before the session starts. Decorative: the label names the theme.
 */
export function ThemeSwatch({ theme, size = 40 }: { theme: PacerThemeId; size?: number }) {
  const { palette, shape } = PACER_THEMES[theme];
  return (
    <svg
      className={styles.swatch}
      viewBox="0 0 40 40"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="40" height="40" rx="10" fill={palette.background} />
      <circle
        cx="20"
        cy="20"
        r="15"
        fill="none"
        stroke={palette.accent}
        strokeWidth="2"
        strokeOpacity="0.55"
      />
      {shape === 'circle' ? <circle cx="20" cy="20" r="9" fill={palette.guide} /> : null}
      {shape === 'square' ? (
        <rect x="11.5" y="11.5" width="17" height="17" rx="4" fill={palette.guide} />
      ) : null}
      {shape === 'wave' ? (
        <>
          <circle cx="20" cy="20" r="11" fill={palette.guide} fillOpacity="0.2" />
          <path
            d="M9 21 Q 14.5 17 20 21 T 31 21 L 31 22 A 11 11 0 0 1 9 22 Z"
            fill={palette.guide}
          />
        </>
      ) : null}
    </svg>
  );
}
