// What other features may use of security; anything else in this folder is its own.
export { askSecondFactor } from './second-factor/sign-in-step.ts';
