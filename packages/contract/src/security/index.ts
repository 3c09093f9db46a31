export * from './devices.ts';
