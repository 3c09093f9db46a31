import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { SECURITY_EVENTS_PAGE, type TSecurityEventKind } from '@resona/contract';
import type { Executor } from '../../../db/client.ts';
import { securityEvents, users } from '../../../db/schema/index.ts';

export interface EventFilter {
  userId?: number | undefined;
  /** The account's address, lower-cased: matched exactly, whatever its case in the database. */
  email?: string | undefined;
  kind?: TSecurityEventKind | undefined;
  /** The last id of the page before: the next page starts below it. */
  before?: number | undefined;
}

/**
 * A page of events, newest first, and one more to tell whether another page follows; each with
 * the account's address as it is today.
 */
export function selectEvents(db: Executor, filter: EventFilter) {
  const where: (SQL | undefined)[] = [
    filter.userId === undefined ? undefined : eq(securityEvents.userId, filter.userId),
    filter.email === undefined ? undefined : sql`lower(${users.email}) = ${filter.email}`,
    filter.kind === undefined ? undefined : eq(securityEvents.kind, filter.kind),
    filter.before === undefined ? undefined : lt(securityEvents.id, filter.before),
  ];
  return db
    .select({
      id: securityEvents.id,
      userId: securityEvents.userId,
      email: users.email,
      kind: securityEvents.kind,
      at: securityEvents.at,
      ip: securityEvents.ip,
      userAgent: securityEvents.userAgent,
      detail: securityEvents.detail,
    })
    .from(securityEvents)
    .leftJoin(users, eq(users.id, securityEvents.userId))
    .where(and(...where))
    .orderBy(desc(securityEvents.id))
    .limit(SECURITY_EVENTS_PAGE + 1);
}

export type EventRow = Awaited<ReturnType<typeof selectEvents>>[number];
