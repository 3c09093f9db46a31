/**
 * react-i18next imports `use-sync-external-store/shim`, a copy of the hook for React 17 and
 * older; React 19 has it built in, so the build points that import here (vite.config.ts) and
 * the sign-in page does not carry the copy (decision 059).
 */
export { useSyncExternalStore } from 'react';
