// The resonance assessment's page the router loads (one chunk for the feature).
export { ResonancePage } from './resonance-page.tsx';
