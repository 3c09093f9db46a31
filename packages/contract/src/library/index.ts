export * from './favorites.ts';
export * from './history.ts';
export * from './keyset.ts';
export * from './program.ts';
export * from './progress.ts';
