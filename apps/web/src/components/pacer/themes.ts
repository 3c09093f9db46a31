/**
 * Looks for the guide. A theme chosen when designing a session (spec §2) maps to one of these;
 * the palette becomes CSS custom properties on the pacer, the shape picks what is drawn.
 * Text colours keep at least 4.5:1 against their background; guide and accent at least 3:1
 * (non-text contrast) so the picture stays readable for low vision.
 */
export type GuideShape = 'circle' | 'wave' | 'square';

export interface PacerPalette {
  background: string;
  /** The breathing shape's fill. */
  guide: string;
  /** The progress ring, the reduced-motion bar and the exhale colour. */
  accent: string;
  /** Caption colour; defaults to the app's text token. */
  text?: string;
}

export interface PacerTheme {
  palette: PacerPalette;
  shape: GuideShape;
}

export const PACER_THEMES = {
  dawn: {
    palette: { background: '#fdf1e7', guide: '#c9612f', accent: '#8e3b12', text: '#4a230c' },
    shape: 'circle',
  },
  ocean: {
    palette: { background: '#e3f1f6', guide: '#2b83a6', accent: '#0b4f69', text: '#0b3345' },
    shape: 'wave',
  },
  night: {
    palette: { background: '#141a33', guide: '#7c83db', accent: '#c7cbff', text: '#eef0ff' },
    shape: 'square',
  },
} as const satisfies Record<string, PacerTheme>;

export type PacerThemeId = keyof typeof PACER_THEMES;

export const DEFAULT_PACER_THEME: PacerTheme = PACER_THEMES.dawn;
