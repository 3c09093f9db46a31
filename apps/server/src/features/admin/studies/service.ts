import type { TSiteStudy, ZCreateStudyRequest, ZNameStudyOwnerRequest } from '@resona/contract';
import type { z } from 'zod';
import type { Deps } from '../../../deps.ts';
import type { Executor } from '../../../db/client.ts';
import { studies, studySurveys } from '../../../db/schema/index.ts';
import { standardSurveys } from '../../../db/seed/study-surveys.ts';
import { recordAudit, type AuditActor } from '../../../core/audit.ts';
import type { SessionUser } from '../../../core/session-queries.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { inviteToStudy, sendInvitation, type QueuedMail } from '../team/invitations.ts';
import { insertMember, lockStudy } from '../team/queries.ts';
import { selectMyStudies, selectSiteStudies } from './queries.ts';
import { studyNameTaken } from './study-name.ts';

/**
 * The site administrator's studies (issue 33, decision 108): they make studies and name their
 * owners, and see no study's data for it. Naming their own address joins them at once (on
 * record); anyone else is mailed an invitation, as an owner's are.
 */

type OwnerInput = { email: string; language?: string | undefined };

async function nameOwnerIn(
  deps: Deps,
  tx: Executor,
  study: { id: number; name: string },
  input: OwnerInput,
  admin: SessionUser,
  actor: AuditActor,
  field: 'email' | 'owner_email',
): Promise<{ joined: boolean; queued?: QueuedMail }> {
  if (input.email !== admin.email.toLowerCase()) {
    const invite = { ...input, study, role: 'owner' as const, sender: admin };
    const { queued } = await inviteToStudy(deps, tx, invite, actor, field);
    return { joined: false, queued };
  }
  const now = deps.now();
  const values = { studyId: study.id, userId: admin.id, role: 'owner' as const, addedAt: now };
  await insertMember(tx, values, { setRole: true });
  const entry = {
    action: 'team.join' as const,
    target: `user:${admin.id}`,
    after: { role: 'owner' },
    studyId: study.id,
  };
  await recordAudit(tx, actor, entry, now);
  return { joined: true };
}

async function listed(deps: Deps, id: number): Promise<TSiteStudy> {
  const [study] = await selectSiteStudies(deps.db, deps.now(), id);
  return study!;
}

export const listSiteStudies = (deps: Deps) => selectSiteStudies(deps.db, deps.now());

export async function createStudy(
  deps: Deps,
  input: z.output<typeof ZCreateStudyRequest>,
  admin: SessionUser,
  actor: AuditActor,
) {
  const now = deps.now();
  const { id, named } = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(studies)
      .values({ name: input.name, status: input.status, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) throw studyNameTaken();
    // A new study starts with Resona's standard questionnaires, its team's to change.
    await tx.insert(studySurveys).values(standardSurveys(row.id));
    const entry = {
      action: 'study.create' as const,
      target: `study:${row.id}`,
      after: { name: row.name, status: row.status },
      studyId: row.id,
    };
    await recordAudit(tx, actor, entry, now);
    const owner = { email: input.owner_email, language: input.language };
    return {
      id: row.id,
      named: await nameOwnerIn(deps, tx, row, owner, admin, actor, 'owner_email'),
    };
  });
  if (named.queued) sendInvitation(deps, named.queued);
  return { study: await listed(deps, id), joined: named.joined };
}

export async function nameStudyOwner(
  deps: Deps,
  studyId: number,
  input: z.output<typeof ZNameStudyOwnerRequest>,
  admin: SessionUser,
  actor: AuditActor,
) {
  const named = await deps.db.transaction(async (tx) => {
    const study = await lockStudy(tx, studyId);
    if (!study) throw notFound();
    return nameOwnerIn(deps, tx, study, input, admin, actor, 'email');
  });
  if (named.queued) sendInvitation(deps, named.queued);
  return { study: await listed(deps, studyId), joined: named.joined };
}

/**
 * The caller's studies for the console's switcher. A member or site administrator whose
 * session used no second factor is asked for one here, as on every console call (issue 32);
 * anyone else learns only that they are in no study.
 */
export async function myStudies(deps: Deps, user: SessionUser, secondFactorAt: Date | null) {
  const mine = await selectMyStudies(deps.db, user.id);
  const siteAdmin = user.role === 'admin';
  if ((mine.length > 0 || siteAdmin) && !secondFactorAt) {
    throw new AppError('SECOND_FACTOR_REQUIRED', 'secondFactorForConsole');
  }
  return { studies: mine, site_admin: siteAdmin };
}
