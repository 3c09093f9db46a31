import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import type { TMyStudy, TSiteStudy } from '@resona/contract';
import type { Executor } from '../../../db/client.ts';
import { studies, studyInvitations, studyMembers, users } from '../../../db/schema/index.ts';

/**
 * The studies as the site administrator lists them (all, or one): the team in numbers and its
 * owners' addresses, nothing of any participant.
 */
export async function selectSiteStudies(
  db: Executor,
  now: Date,
  id?: number,
): Promise<TSiteStudy[]> {
  const only = (
    column: typeof studies.id | typeof studyMembers.studyId | typeof studyInvitations.studyId,
  ) => (id === undefined ? undefined : eq(column, id));
  const [rows, sizes, owners, invited] = await Promise.all([
    db.select().from(studies).where(only(studies.id)).orderBy(asc(studies.id)),
    db
      .select({ studyId: studyMembers.studyId, n: count() })
      .from(studyMembers)
      .where(only(studyMembers.studyId))
      .groupBy(studyMembers.studyId),
    db
      .select({ studyId: studyMembers.studyId, email: users.email })
      .from(studyMembers)
      .innerJoin(users, eq(users.id, studyMembers.userId))
      .where(and(eq(studyMembers.role, 'owner'), only(studyMembers.studyId)))
      .orderBy(asc(studyMembers.addedAt), asc(users.id)),
    db
      .select({ studyId: studyInvitations.studyId, email: studyInvitations.email })
      .from(studyInvitations)
      .where(
        and(
          eq(studyInvitations.role, 'owner'),
          isNull(studyInvitations.acceptedAt),
          gt(studyInvitations.expiresAt, now),
          only(studyInvitations.studyId),
        ),
      )
      .orderBy(asc(studyInvitations.createdAt)),
  ]);
  const of = (list: { studyId: number; email: string }[], studyId: number) =>
    list.filter((row) => row.studyId === studyId).map((row) => row.email);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    status: row.status,
    members: sizes.find((s) => s.studyId === row.id)?.n ?? 0,
    owners: of(owners, row.id),
    invited_owners: of(invited, row.id),
    created_at: row.createdAt.toISOString(),
  }));
}

/** The studies a person is on the team of, with their role, oldest first. */
export async function selectMyStudies(db: Executor, userId: number): Promise<TMyStudy[]> {
  return db
    .select({ id: studies.id, name: studies.name, status: studies.status, role: studyMembers.role })
    .from(studyMembers)
    .innerJoin(studies, eq(studies.id, studyMembers.studyId))
    .where(eq(studyMembers.userId, userId))
    .orderBy(asc(studies.id));
}
