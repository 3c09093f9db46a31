export * from './access-codes.ts';
export * from './broadcasts.ts';
export * from './cohorts.ts';
export * from './common.ts';
export * from './export.ts';
export * from './overview.ts';
export * from './programs.ts';
export * from './study-surveys.ts';
