export * from './devices.ts';
export * from './second-factor.ts';
