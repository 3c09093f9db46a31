import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  LanguageCode,
  TAdminProgram,
  TBreathedRhythm,
  ZCreateProgramRequest,
} from '@resona/contract';
import type { z } from 'zod';
import type { Deps } from '../../../deps.ts';
import type { Executor } from '../../../db/client.ts';
import { cohorts, exercises, programItems, programs, users } from '../../../db/schema/index.ts';
import { recordAudit, type AuditActor } from '../../../core/audit.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { assignmentsQuery, rowsOf } from '../assignments.ts';
import { exerciseDetail, exerciseLabels } from '../exercise-labels.ts';
import { inStudy, requireCohort } from '../scope.ts';

/** What a program can assign, in the researcher's language. */
export const listExercises = (deps: Deps, lang: LanguageCode) => exerciseLabels(deps.db, lang);

/**
 * A study's programs with who they are for and their item span, newest first; all, or the one of
 * `id`. The seeded demo program is the site's, in no study's list (decision 108).
 */
async function selectPrograms(
  db: Executor,
  studyId: number,
  id?: number,
): Promise<TAdminProgram[]> {
  const rows = await db
    .select({
      id: programs.id,
      title: programs.title,
      cohortId: programs.cohortId,
      cohortName: cohorts.name,
      doneShare: programs.doneShare,
      createdAt: programs.createdAt,
      userEmail: sql<
        string | null
      >`(select min(u.email) from ${programItems} pi join ${users} u on u.id = pi.user_id where pi.program_id = programs.id)`,
      items: sql<number>`(select count(*)::int from ${programItems} pi where pi.program_id = programs.id)`,
      // Each rhythm once, in the order of the first item that fixes it.
      rhythms: sql<
        TBreathedRhythm[]
      >`(select coalesce(jsonb_agg(r.rhythm order by r.first_item), '[]'::jsonb)
        from (select pi.rhythm, min(pi.id) as first_item from ${programItems} pi
          where pi.program_id = programs.id and pi.rhythm is not null group by pi.rhythm) r)`,
      ownPaceItems: sql<number>`(select count(*)::int from ${programItems} pi where pi.program_id = programs.id and pi.rhythm is null)`,
      firstDue: sql<
        string | null
      >`(select min(pi.due_date)::text from ${programItems} pi where pi.program_id = programs.id)`,
      lastDue: sql<
        string | null
      >`(select max(pi.due_date)::text from ${programItems} pi where pi.program_id = programs.id)`,
    })
    .from(programs)
    .leftJoin(cohorts, eq(cohorts.id, programs.cohortId))
    .where(and(eq(programs.studyId, studyId), id === undefined ? undefined : eq(programs.id, id)))
    .orderBy(desc(programs.id));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    cohort_id: r.cohortId,
    cohort_name: r.cohortName,
    // A cohort program may also hold items for single members; it is still the cohort's.
    user_email: r.cohortId === null ? r.userEmail : null,
    items: r.items,
    rhythms: r.rhythms,
    own_pace_items: r.ownPaceItems,
    done_percent: Math.round(r.doneShare * 100),
    first_due: r.firstDue,
    last_due: r.lastDue,
    created_at: r.createdAt.toISOString(),
  }));
}

export const listPrograms = (deps: Deps, studyId: number) => selectPrograms(deps.db, studyId);

/**
 * Assigns exercises with due dates, each at the participant's own pace or in a rhythm the
 * researcher fixed (decision 101), to one participant or a whole cohort: a program row and its
 * items in one transaction. A cohort program's items have no user, so members who join later
 * get them too (the For You rule in library/program/queries.ts). The cohort is one of the study's
 * and the participant one who joined it: anyone else is not found.
 */
export async function createProgram(
  deps: Deps,
  studyId: number,
  input: z.output<typeof ZCreateProgramRequest>,
  actor: AuditActor,
) {
  const now = deps.now();
  if (input.cohort_id !== undefined) await requireCohort(deps.db, studyId, input.cohort_id);
  let userId: number | null = null;
  if (input.user_email !== undefined) {
    const [user] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(sql`lower(${users.email}) = ${input.user_email}`, inStudy(deps.db, users.id, studyId)),
      );
    if (!user) {
      throw new AppError(
        'VALIDATION_ERROR',
        'adminParticipantNotFound',
        {},
        {
          user_email: 'adminParticipantNotFound',
        },
      );
    }
    userId = user.id;
  }
  const ids = [...new Set(input.items.map((i) => i.exercise_id))];
  const known = await deps.db
    .select({ id: exercises.id })
    .from(exercises)
    .where(inArray(exercises.id, ids));
  if (known.length !== ids.length) {
    throw new AppError('VALIDATION_ERROR', 'fieldInvalid', {}, { items: 'fieldInvalid' });
  }
  const id = await deps.db.transaction(async (tx) => {
    const [program] = await tx
      .insert(programs)
      .values({
        title: input.title,
        studyId,
        cohortId: input.cohort_id ?? null,
        doneShare: input.done_percent / 100,
        createdAt: now,
      })
      .returning({ id: programs.id });
    await tx.insert(programItems).values(
      input.items.map((item) => ({
        programId: program!.id,
        exerciseId: item.exercise_id,
        dueDate: item.due_date,
        userId,
        rhythm: item.rhythm,
        createdAt: now,
      })),
    );
    // The participant is named by id: an address in the trail would outlive their erasure.
    const after = {
      title: input.title,
      cohort_id: input.cohort_id ?? null,
      user_id: userId,
      done_percent: input.done_percent,
      items: input.items,
    };
    await recordAudit(
      tx,
      actor,
      { action: 'program.create', target: `program:${program!.id}`, after },
      now,
    );
    return program!.id;
  });
  return (await selectPrograms(deps.db, studyId, id))[0]!;
}

/**
 * Who did what: one row per participant and item, by participant then due date. Another study's
 * program is not found.
 */
export async function programProgress(
  deps: Deps,
  studyId: number,
  programId: number,
  lang: LanguageCode,
) {
  const [program] = await selectPrograms(deps.db, studyId, programId);
  if (!program) throw notFound();
  const rows = rowsOf<{
    item_id: number;
    exercise_id: number;
    due_date: string;
    user_id: number;
    email: string;
    rhythm: TBreathedRhythm | null;
    done_at: string | Date | null;
  }>(
    await deps.db.execute(sql`
      SELECT a.item_id, a.exercise_id, a.due_date::text AS due_date, a.user_id, u.email,
        a.rhythm, a.done_at
      FROM (${assignmentsQuery(sql`pi.program_id = ${programId}`)}) a
      JOIN users u ON u.id = a.user_id
      ORDER BY u.email, a.due_date, a.item_id`),
  );
  const ids = [...new Set(rows.map((r) => r.exercise_id))];
  const labels = new Map(
    (ids.length ? await exerciseLabels(deps.db, lang, ids) : []).map((l) => [l.id, l]),
  );
  return {
    program,
    progress: rows.map((r) => {
      // Every item's exercise exists (a foreign key), so its label was found.
      const label = labels.get(r.exercise_id)!;
      return {
        user_id: r.user_id,
        email: r.email,
        item_id: r.item_id,
        exercise_id: r.exercise_id,
        exercise_title: label.title,
        exercise_detail: exerciseDetail(label),
        due_date: r.due_date,
        rhythm: r.rhythm,
        done_at: r.done_at === null ? null : new Date(r.done_at).toISOString(),
      };
    }),
  };
}
