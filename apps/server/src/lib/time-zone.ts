import type { FastifyRequest } from 'fastify';
import { clientHeaders } from './client-headers.ts';

/** An IANA zone name the runtime knows; anything else is treated as absent, not as an error. */
export function isTimeZone(name: string | null | undefined): name is string {
  if (!name) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * Whose calendar "yesterday" and "this week" follow: the zone saved for the user at sign-up,
 * else the request's Timezone header, else UTC.
 */
export function resolveTimeZone(saved: string | null | undefined, header?: string | null) {
  if (isTimeZone(saved)) return saved;
  if (isTimeZone(header)) return header;
  return 'UTC';
}

export function requestTimeZone(request: FastifyRequest, saved: string | null | undefined) {
  return resolveTimeZone(saved, clientHeaders(request).timezone);
}

/** The calendar date (YYYY-MM-DD) at `at` in the zone. */
export function localDate(at: Date, timeZone: string) {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The date `days` after a YYYY-MM-DD date (negative for before); calendar arithmetic only. */
export function addDays(day: string, days: number) {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Spec §9: a program item is visible when due at or after this date. */
export function yesterdayIn(now: Date, timeZone: string) {
  return addDays(localDate(now, timeZone), -1);
}
