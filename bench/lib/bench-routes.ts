/**
 * The bench server's own route (server-main.ts), beside the app's: one database round trip and
 * nothing else — the floor under every read the api bench measures.
 */
export const ROUND_TRIP_PATH = '/api/bench/round-trip';
