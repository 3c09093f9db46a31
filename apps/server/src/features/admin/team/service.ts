import { and, eq, isNull } from 'drizzle-orm';
import type {
  StudyRole,
  TStudySettings,
  TTeamMember,
  ZInviteMemberRequest,
  ZSaveStudyRequest,
} from '@resona/contract';
import type { z } from 'zod';
import type { Deps } from '../../../deps.ts';
import type { Executor } from '../../../db/client.ts';
import { studies, studyInvitations, studyMembers } from '../../../db/schema/index.ts';
import { recordAudit, type AuditActor } from '../../../core/audit.ts';
import type { SessionUser } from '../../../core/session-queries.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { studyNameIsTaken, studyNameTaken } from '../studies/study-name.ts';
import { inviteToStudy, sendInvitation } from './invitations.ts';
import {
  countOwners,
  lockStudy,
  presentInvitation,
  selectMembers,
  selectOpenInvitations,
} from './queries.ts';

/**
 * A study's team as its owners manage it (issue 33): members and their roles, invitations by
 * e-mail, the study's name and status. A study keeps at least one owner: the last one can be
 * neither demoted nor removed. Every change is on the audit trail, under the study.
 */

type MemberRow = Awaited<ReturnType<typeof selectMembers>>[number];
const presentMember = (row: MemberRow): TTeamMember => ({
  user_id: row.userId,
  email: row.email,
  role: row.role,
  added_at: row.addedAt.toISOString(),
});
const presentStudy = (row: typeof studies.$inferSelect): TStudySettings => ({
  id: row.id,
  name: row.name,
  status: row.status,
});

export async function getTeam(deps: Deps, studyId: number) {
  const now = deps.now();
  const [study] = await deps.db.select().from(studies).where(eq(studies.id, studyId));
  if (!study) throw notFound();
  const [members, invitations] = await Promise.all([
    selectMembers(deps.db, studyId),
    selectOpenInvitations(deps.db, studyId),
  ]);
  return {
    study: presentStudy(study),
    members: members.map(presentMember),
    invitations: invitations.map((row) => presentInvitation(row, now)),
  };
}

export async function inviteMember(
  deps: Deps,
  studyId: number,
  input: z.output<typeof ZInviteMemberRequest>,
  sender: SessionUser,
  actor: AuditActor,
) {
  const { invitation, queued } = await deps.db.transaction(async (tx) => {
    const study = await lockStudy(tx, studyId);
    if (!study) throw notFound();
    return inviteToStudy(deps, tx, { ...input, study, sender }, actor, 'email');
  });
  sendInvitation(deps, queued);
  return invitation;
}

export async function revokeInvitation(deps: Deps, studyId: number, id: number, actor: AuditActor) {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(studyInvitations)
      .where(
        and(
          eq(studyInvitations.id, id),
          eq(studyInvitations.studyId, studyId),
          isNull(studyInvitations.acceptedAt),
        ),
      )
      .returning();
    if (!row) throw notFound();
    const entry = {
      action: 'team.invite-revoke' as const,
      target: `invitation:${id}`,
      before: { email: row.email, role: row.role },
    };
    await recordAudit(tx, actor, entry, deps.now());
  });
}

/** The member, with the study locked; another study's member or a stranger is not found. */
async function lockedMember(tx: Executor, studyId: number, userId: number) {
  if (!(await lockStudy(tx, studyId))) throw notFound();
  const [member] = await selectMembers(tx, studyId, userId);
  if (!member) throw notFound();
  return member;
}

async function keepAnOwner(tx: Executor, studyId: number, member: MemberRow, field?: string) {
  if (member.role === 'owner' && (await countOwners(tx, studyId)) <= 1) {
    throw new AppError(
      'VALIDATION_ERROR',
      'adminLastOwner',
      {},
      field ? { [field]: 'adminLastOwner' } : undefined,
    );
  }
}

export async function setMemberRole(
  deps: Deps,
  studyId: number,
  userId: number,
  role: StudyRole,
  actor: AuditActor,
) {
  return deps.db.transaction(async (tx) => {
    const member = await lockedMember(tx, studyId, userId);
    if (member.role === role) return presentMember(member);
    if (role !== 'owner') await keepAnOwner(tx, studyId, member, 'role');
    await tx
      .update(studyMembers)
      .set({ role })
      .where(and(eq(studyMembers.studyId, studyId), eq(studyMembers.userId, userId)));
    const entry = {
      action: 'team.role' as const,
      target: `user:${userId}`,
      before: { role: member.role },
      after: { role },
    };
    await recordAudit(tx, actor, entry, deps.now());
    return presentMember({ ...member, role });
  });
}

/** Takes a member off the team; their API tokens for the study stop with their membership. */
export async function removeMember(deps: Deps, studyId: number, userId: number, actor: AuditActor) {
  await deps.db.transaction(async (tx) => {
    const member = await lockedMember(tx, studyId, userId);
    await keepAnOwner(tx, studyId, member);
    await tx
      .delete(studyMembers)
      .where(and(eq(studyMembers.studyId, studyId), eq(studyMembers.userId, userId)));
    const entry = {
      action: 'team.remove' as const,
      target: `user:${userId}`,
      before: { email: member.email, role: member.role },
    };
    await recordAudit(tx, actor, entry, deps.now());
  });
}

/**
 * Renames the study or changes its status. The name is unique whatever its case (the index on
 * lower(name)): a taken one is said on the field, the transaction rolled back whole.
 */
export async function saveStudy(
  deps: Deps,
  studyId: number,
  input: z.output<typeof ZSaveStudyRequest>,
  actor: AuditActor,
) {
  return deps.db.transaction(async (tx) => {
    const before = await lockStudy(tx, studyId);
    if (!before) throw notFound();
    if (await studyNameIsTaken(tx, input.name, studyId)) throw studyNameTaken();
    const [after] = await tx
      .update(studies)
      .set({ name: input.name, status: input.status })
      .where(eq(studies.id, studyId))
      .returning();
    const entry = {
      action: 'study.update' as const,
      target: `study:${studyId}`,
      before: { name: before.name, status: before.status },
      after: { name: input.name, status: input.status },
    };
    await recordAudit(tx, actor, entry, deps.now());
    return presentStudy(after!);
  });
}
