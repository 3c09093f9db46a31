import {
  SECURITY_EVENTS_PAGE,
  type TAdminSecurityEvent,
  type TSecurityEvent,
  type TSecurityEventKind,
} from '@resona/contract';
import type { Executor } from '../../../db/client.ts';
import { deviceLabel } from '../devices/device-label.ts';
import { selectEvents, type EventFilter, type EventRow } from './queries.ts';

function present(row: EventRow): TSecurityEvent {
  const { browser, system } = deviceLabel(row.userAgent);
  return {
    id: row.id,
    kind: row.kind,
    at: row.at.toISOString(),
    ip: row.ip,
    browser,
    system,
    detail: row.detail ?? {},
  };
}

async function page<T>(db: Executor, filter: EventFilter, shape: (row: EventRow) => T) {
  const rows = await selectEvents(db, filter);
  const shown = rows.slice(0, SECURITY_EVENTS_PAGE);
  const more = rows.length > SECURITY_EVENTS_PAGE;
  return { events: shown.map(shape), next_cursor: more ? shown[shown.length - 1]!.id : null };
}

/** A person's own events for Settings → Security, newest first: nobody else's ever. */
export function ownEvents(db: Executor, userId: number, cursor: number | undefined) {
  return page(db, { userId, before: cursor }, present);
}

/** Every account's events for the site's administrators, by address or kind. */
export function everyonesEvents(
  db: Executor,
  query: { email?: string | undefined; kind?: TSecurityEventKind | undefined; cursor?: number },
) {
  const filter = { email: query.email, kind: query.kind, before: query.cursor };
  return page(db, filter, (row): TAdminSecurityEvent => ({
    ...present(row),
    user_id: row.userId,
    email: row.email,
    user_agent: row.userAgent,
  }));
}
