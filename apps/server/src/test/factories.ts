import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client.ts';
import type { StudyRole } from '@resona/contract';
import { accessCodes, FIRST_STUDY_ID, studies, studyMembers, users } from '../db/schema/index.ts';
import { hashPassword } from '../features/auth/passwords.ts';
import { createSession } from '../core/session-queries.ts';

/** A password that passes the strength rule and is on no common list. */
export const GOOD_PASSWORD = 'Tidal-Lantern-42!';

let counter = 0;
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}.${Date.now().toString(36)}.${++counter}@example.com`;

type UserInsert = typeof users.$inferInsert;

/** A user row, verified unless told otherwise; `password` is hashed into it. */
export async function buildUser(
  db: Database,
  overrides: Partial<UserInsert> & { password?: string } = {},
) {
  const { password = GOOD_PASSWORD, ...values } = overrides;
  const [user] = await db
    .insert(users)
    .values({
      email: uniqueEmail(),
      passwordHash: await hashPassword(password),
      isVerified: true,
      ...values,
    })
    .returning();
  return { user: user!, password };
}

/** A place in a study's team: the first study's unless another is named. */
export interface TeamPlace {
  role: StudyRole;
  studyId?: number;
}

/** A user with a live session: `token` goes in the Authorization header. */
export async function buildSignedInUser(
  db: Database,
  now: Date,
  {
    secondFactor = false,
    team,
    ...overrides
  }: Partial<UserInsert> & { password?: string; secondFactor?: boolean; team?: TeamPlace } = {},
) {
  const built = await buildUser(db, overrides);
  if (team) await joinTeam(db, built.user.id, team);
  // A researcher's session has used a second factor, or the console refuses it (issue 32).
  const token = await createSession(db, { userId: built.user.id, secondFactor }, now);
  return { ...built, token, auth: { authorization: `Bearer ${token}` } };
}

/** An access code with a known text (random unless given). */
export async function buildAccessCode(
  db: Database,
  overrides: Partial<typeof accessCodes.$inferInsert> = {},
) {
  const [row] = await db
    .insert(accessCodes)
    .values({ code: `TEST-${randomBytes(4).toString('hex').toUpperCase()}`, ...overrides })
    .returning();
  return row!;
}

/** Puts a user in a study's team (as an accepted invitation does). */
export async function joinTeam(db: Database, userId: number, { role, studyId }: TeamPlace) {
  await db
    .insert(studyMembers)
    .values({ studyId: studyId ?? FIRST_STUDY_ID, userId, role })
    .onConflictDoUpdate({ target: [studyMembers.studyId, studyMembers.userId], set: { role } });
}

/** A study of its own beside the first, recruiting unless told otherwise. */
export async function buildStudy(
  db: Database,
  overrides: Partial<typeof studies.$inferInsert> = {},
) {
  const [row] = await db
    .insert(studies)
    .values({ name: `Study ${randomBytes(4).toString('hex')}`, status: 'recruiting', ...overrides })
    .returning();
  return row!;
}
