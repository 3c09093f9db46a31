import { and, eq } from 'drizzle-orm';
import type { StudyRole } from '@resona/contract';
import type { Executor } from '../db/client.ts';
import { studyMembers } from '../db/schema/index.ts';

/** The study a console call acts on, and the caller's role in its team (decision 108). */
export interface StudyScope {
  id: number;
  role: StudyRole;
}

/** `:studyId` as the path gives it: a whole number in range, or null (no such study). */
export function studyIdOf(raw: unknown): number | null {
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** The caller's place in a study's team, or null when they are not in it. */
export async function findMembership(
  db: Executor,
  studyId: number,
  userId: number,
): Promise<StudyScope | null> {
  const [row] = await db
    .select({ id: studyMembers.studyId, role: studyMembers.role })
    .from(studyMembers)
    .where(and(eq(studyMembers.studyId, studyId), eq(studyMembers.userId, userId)));
  return row ?? null;
}
