// The pacer's public surface for the calibration screen and the session player.
export { Pacer } from './pacer.tsx';
export type { PacerLabels, PacerProps } from './pacer.tsx';
export { usePacer } from './use-pacer.ts';
export type { FrameListener, PacerController, UsePacerOptions } from './use-pacer.ts';
export { PacerEngine } from './engine.ts';
export type { Boundary, PhaseState } from './engine.ts';
export type { BreathPattern, Phase } from './pattern.ts';
export type { PacerCaption } from './caption.ts';
export { DEFAULT_PACER_THEME, PACER_THEMES } from './themes.ts';
export type { GuideShape, PacerPalette, PacerTheme, PacerThemeId } from './themes.ts';
