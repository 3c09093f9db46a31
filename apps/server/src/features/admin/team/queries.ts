import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { languageById, type StudyRole, type TTeamInvitation } from '@resona/contract';
import type { Executor } from '../../../db/client.ts';
import { studies, studyInvitations, studyMembers, users } from '../../../db/schema/index.ts';

type InvitationRow = typeof studyInvitations.$inferSelect;

export function presentInvitation(row: InvitationRow, now: Date): TTeamInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    language: languageById(row.languageId).code,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    expired: row.expiresAt <= now,
  };
}

/** The study's row, locked: team changes of one study take turns, so its last owner stays. */
export async function lockStudy(tx: Executor, studyId: number) {
  const [row] = await tx.select().from(studies).where(eq(studies.id, studyId)).for('update');
  return row ?? null;
}

export async function selectMembers(db: Executor, studyId: number, userId?: number) {
  return db
    .select({
      userId: studyMembers.userId,
      email: users.email,
      role: studyMembers.role,
      addedAt: studyMembers.addedAt,
    })
    .from(studyMembers)
    .innerJoin(users, eq(users.id, studyMembers.userId))
    .where(
      and(
        eq(studyMembers.studyId, studyId),
        userId === undefined ? undefined : eq(studyMembers.userId, userId),
      ),
    )
    .orderBy(asc(studyMembers.addedAt), asc(studyMembers.userId));
}

export async function countOwners(db: Executor, studyId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(studyMembers)
    .where(and(eq(studyMembers.studyId, studyId), eq(studyMembers.role, 'owner')));
  return row?.n ?? 0;
}

/** The invitations of a study not taken yet, oldest first (withdrawn ones are deleted). */
export async function selectOpenInvitations(db: Executor, studyId: number) {
  return db
    .select()
    .from(studyInvitations)
    .where(and(eq(studyInvitations.studyId, studyId), isNull(studyInvitations.acceptedAt)))
    .orderBy(asc(studyInvitations.createdAt), asc(studyInvitations.id));
}

/** Whether an address (lower-case) belongs to an account on the study's team. */
export async function isMemberAddress(db: Executor, studyId: number, email: string) {
  const [row] = await db
    .select({ userId: studyMembers.userId })
    .from(studyMembers)
    .innerJoin(users, eq(users.id, studyMembers.userId))
    .where(and(eq(studyMembers.studyId, studyId), sql`lower(${users.email}) = ${email}`));
  return row !== undefined;
}

/** Puts a user in the team; one already in it keeps their place unless `role` is to be set. */
export async function insertMember(
  db: Executor,
  values: { studyId: number; userId: number; role: StudyRole; addedAt: Date },
  { setRole = false } = {},
) {
  const insert = db.insert(studyMembers).values(values);
  const rows = await (
    setRole
      ? insert.onConflictDoUpdate({
          target: [studyMembers.studyId, studyMembers.userId],
          set: { role: values.role },
        })
      : insert.onConflictDoNothing()
  ).returning();
  return rows[0] ?? null;
}
