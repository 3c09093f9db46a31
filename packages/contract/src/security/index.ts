export * from './devices.ts';
export * from './passkeys.ts';
export * from './second-factor.ts';
export * from './events.ts';
