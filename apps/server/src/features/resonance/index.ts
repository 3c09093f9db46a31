// What other features may use of resonance; anything else in this folder is its own.
export { findSessionHeart } from './session-beats-service.ts';
