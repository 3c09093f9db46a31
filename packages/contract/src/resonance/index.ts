export * from './heart-data-consent.ts';
