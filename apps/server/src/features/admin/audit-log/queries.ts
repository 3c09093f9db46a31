import { and, desc, eq, gte, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { TAuditEntry, TSentBroadcast, ZAuditLogFilter } from '@resona/contract';
import type { z } from 'zod';
import type { Executor } from '../../../db/client.ts';
import { auditLog, cohorts, users } from '../../../db/schema/index.ts';

export type AuditFilter = z.output<typeof ZAuditLogFilter>;

export const AUDIT_PAGE = 50;

/**
 * Whose trail: a study's, or the site's own (null: roles, second factors reset, plan lists,
 * broadcasts to everyone), which is in no study's trail and only the site administrator reads
 * (decision 108).
 */
export type Trail = number | null;

const ofTrail = (trail: Trail) =>
  trail === null ? isNull(auditLog.studyId) : eq(auditLog.studyId, trail);

/** The trail's entries, filtered: `from`/`to` are UTC calendar dates, both included. */
export function auditWhere(trail: Trail, filter: AuditFilter, before?: number): SQL {
  const parts: (SQL | undefined)[] = [
    ofTrail(trail),
    filter.actor_id === undefined ? undefined : eq(auditLog.actorId, filter.actor_id),
    filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
    filter.from === undefined ? undefined : gte(auditLog.at, new Date(`${filter.from}T00:00:00Z`)),
    filter.to === undefined
      ? undefined
      : lt(auditLog.at, new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000)),
    before === undefined ? undefined : lt(auditLog.id, before),
  ];
  return and(...parts)!;
}

/**
 * Rows of the trail, newest first, with the actor's address as it is today: the row itself
 * holds only the id, so an erased account shows as erased without the row being touched.
 */
export async function selectAudit(db: Executor, where: SQL, size: number) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorId: auditLog.actorId,
      actorEmail: users.email,
      actorName: auditLog.actorName,
      source: auditLog.source,
      action: auditLog.action,
      target: auditLog.target,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(size);
}

export type AuditRow = Awaited<ReturnType<typeof selectAudit>>[number];

export const presentAudit = (r: AuditRow): TAuditEntry => ({
  id: r.id,
  at: r.at.toISOString(),
  actor_id: r.actorId,
  actor_email: r.actorEmail,
  actor_name: r.actorName,
  source: r.source,
  action: r.action,
  target: r.target,
  before: r.before,
  after: r.after,
});

/**
 * One page of the trail and the accounts that appear in it at all (for the actor filter).
 */
export async function listAudit(db: Executor, trail: Trail, filter: AuditFilter, cursor?: number) {
  const rows = await selectAudit(db, auditWhere(trail, filter, cursor), AUDIT_PAGE + 1);
  const page = rows.slice(0, AUDIT_PAGE);
  const actors = await db
    .selectDistinct({ id: auditLog.actorId, email: users.email })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(ofTrail(trail), isNotNull(auditLog.actorId)))
    .orderBy(auditLog.actorId);
  return {
    entries: page.map(presentAudit),
    next_cursor: rows.length > AUDIT_PAGE ? page[page.length - 1]!.id : null,
    actors: actors.map((a) => ({ id: a.id!, email: a.email })),
  };
}

/**
 * The broadcasts a study sent, newest first: the trail is where they are kept, each entry under
 * the study of the console call that sent it (decision 108).
 */
export async function listSentBroadcasts(db: Executor, studyId: number, cursor?: number) {
  const rows = await db
    .select({ id: auditLog.id, at: auditLog.at, after: auditLog.after, cohortName: cohorts.name })
    .from(auditLog)
    .leftJoin(cohorts, sql`${cohorts.id} = (${auditLog.after}->>'cohort_id')::int`)
    .where(
      and(
        eq(auditLog.action, 'broadcast.send'),
        eq(auditLog.studyId, studyId),
        cursor === undefined ? undefined : lt(auditLog.id, cursor),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE + 1);
  const page = rows.slice(0, AUDIT_PAGE);
  const broadcasts = page.map((r): TSentBroadcast => {
    const sent = r.after as {
      title: string;
      body: string;
      cohort_id: number | null;
      recipients: number;
    };
    return {
      id: r.id,
      at: r.at.toISOString(),
      title: sent.title,
      body: sent.body,
      cohort_id: sent.cohort_id,
      cohort_name: r.cohortName,
      recipients: sent.recipients,
    };
  });
  return { broadcasts, next_cursor: rows.length > AUDIT_PAGE ? page[page.length - 1]!.id : null };
}
