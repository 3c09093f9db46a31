/**
 * Heart beats analysed without a browser or a database: the resonance assessment's building
 * blocks and the per-session figures, shared by the web app and the server (decision 085).
 */
export * from './artefacts.ts';
export * from './beat-gaps.ts';
export * from './random.ts';
export * from './resample.ts';
export * from './session-figures.ts';
export * from './spectrum.ts';
export * from './stats.ts';
