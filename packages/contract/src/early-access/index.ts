export * from './early-access.ts';
