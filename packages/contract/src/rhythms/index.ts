export * from './length.ts';
export * from './limits.ts';
export * from './rhythm.ts';
export * from './rhythm-calls.ts';
export * from './schedule.ts';
export * from './starting-points.ts';
