export * from './heart-data-consent.ts';
export * from './session-beats.ts';
