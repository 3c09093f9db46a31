import { isDeepStrictEqual } from 'node:util';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  type TAdminStudySurvey,
  type TEditableQuestion,
  type TEditableSurvey,
  type TStudySurveyKind,
} from '@resona/contract';
import type { Deps } from '../../../deps.ts';
import type { Executor } from '../../../db/client.ts';
import {
  auditLog,
  consentWithdrawals,
  STUDY_SURVEY_KINDS,
  studySurveyResponses,
  studySurveys,
  users,
  type StudyQuestion,
} from '../../../db/schema/index.ts';
import { recordAudit, type AuditActor } from '../../../core/audit.ts';
import { notFound } from '../../../lib/app-error.ts';
import { mailStudyLink } from '../../auth/index.ts';
import { participantScope } from '../scope.ts';

/** Stored (camelCase) → editable (the API's snake_case). */
function toEditable(q: StudyQuestion): TEditableQuestion {
  const base = { id: q.id, required: q.required, text: q.text };
  switch (q.type) {
    case 'single':
      return { ...base, type: 'single', options: q.options, ...(q.alert && { alert: q.alert }) };
    case 'scale':
      return {
        ...base,
        type: 'scale',
        min: 1,
        max: 5,
        min_label: q.minLabel,
        max_label: q.maxLabel,
        ...(q.alert && { alert: { at_least: q.alert.atLeast } }),
      };
    case 'text':
      return { ...base, type: 'text', max_length: q.maxLength };
  }
}

function toStored(q: TEditableQuestion): StudyQuestion {
  const base = { id: q.id, required: q.required, text: q.text };
  switch (q.type) {
    case 'single':
      return { ...base, type: 'single', options: q.options, ...(q.alert && { alert: q.alert }) };
    case 'scale':
      return {
        ...base,
        type: 'scale',
        min: 1,
        max: 5,
        minLabel: q.min_label,
        maxLabel: q.max_label,
        ...(q.alert && { alert: { atLeast: q.alert.at_least } }),
      };
    case 'text':
      return { ...base, type: 'text', maxLength: q.max_length };
  }
}

/** A kind of the study's questionnaires (issue 33): every read and write below names both. */
const ofKind = (studyId: number, kind: TStudySurveyKind) =>
  and(eq(studySurveys.studyId, studyId), eq(studySurveys.kind, kind));

async function activeSurvey(db: Executor, studyId: number, kind: TStudySurveyKind) {
  const [row] = await db
    .select()
    .from(studySurveys)
    .where(and(ofKind(studyId, kind), eq(studySurveys.active, true)))
    .orderBy(desc(studySurveys.version))
    .limit(1);
  return row ?? null;
}

/**
 * Completion of a kind: submissions (every version) and how many of the study's participants
 * answered it. A response made signed out counts for the account with its address.
 */
async function completion(db: Executor, studyId: number, kind: TStudySurveyKind) {
  const [row] = await db
    .select({
      participants: sql<number>`count(*)::int`,
      done: sql<number>`(count(*) filter (where exists (
        select 1 from ${studySurveyResponses} r
        where r.study_id = ${studyId} and r.kind = ${kind} and (r.user_id = users.id or lower(r.email) = lower(users.email))
      )))::int`,
    })
    .from(users)
    .where(participantScope(db, studyId, undefined));
  const [responses] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(studySurveyResponses)
    .where(and(eq(studySurveyResponses.studyId, studyId), eq(studySurveyResponses.kind, kind)));
  return {
    participants: row?.participants ?? 0,
    done: row?.done ?? 0,
    responses: responses?.n ?? 0,
  };
}

/**
 * Every version of a kind, newest first, with the answers it drew. When it was saved comes from
 * the audit trail (the save's row carries the version); the seed's versions have none.
 */
async function versions(db: Executor, studyId: number, kind: TStudySurveyKind) {
  const rows = await db
    .select({
      version: studySurveys.version,
      active: studySurveys.active,
      questions: sql<number>`jsonb_array_length(${studySurveys.questions})::int`,
      // Qualified by hand: Drizzle writes a one-table select's columns bare, which inside these
      // subqueries would name the inner table's own columns.
      responses: sql<number>`(select count(*) from ${studySurveyResponses} r
        where r.survey_id = ${studySurveys}.id)::int`,
      saved_at: sql<Date | string | null>`(select max(a.at) from ${auditLog} a
        where a.study_id = ${studyId} and a.action = 'questionnaire.save' and a.target = ${`questionnaire:${kind}`}
          and a.after ->> 'version' = ${studySurveys}.version::text)`,
    })
    .from(studySurveys)
    .where(ofKind(studyId, kind))
    .orderBy(desc(studySurveys.version));
  return rows.map((row) => ({
    ...row,
    saved_at: row.saved_at === null ? null : new Date(row.saved_at).toISOString(),
  }));
}

async function present(
  db: Executor,
  studyId: number,
  kind: TStudySurveyKind,
): Promise<TAdminStudySurvey | null> {
  const survey = await activeSurvey(db, studyId, kind);
  if (!survey) return null;
  const counts = await completion(db, studyId, kind);
  return {
    kind,
    version: survey.version,
    versions: await versions(db, studyId, kind),
    titles: survey.titles,
    intros: survey.intros,
    questions: survey.questions.map(toEditable),
    responses: counts.responses,
    participants_done: counts.done,
    participants: counts.participants,
  };
}

/** The study's questionnaires; a study starts with none, its first save makes version 1. */
export async function listStudySurveys(deps: Deps, studyId: number) {
  const surveys = await Promise.all(
    STUDY_SURVEY_KINDS.map((kind) => present(deps.db, studyId, kind)),
  );
  return surveys.filter((s) => s !== null);
}

/** A questionnaire's content as JSON would store it (no undefined keys), for comparing. */
const content = (v: { titles: unknown; intros: unknown; questions: unknown }) =>
  JSON.parse(
    JSON.stringify({ titles: v.titles, intros: v.intros, questions: v.questions }),
  ) as unknown;

/**
 * Saves an edit as a new version and makes it the one served, in one transaction with its
 * audit row. Versions are never rewritten: answers already given keep the questions they
 * answered (the seed's rule). Saving what is already served makes no version: `changed` is
 * then false.
 */
export async function saveStudySurvey(
  deps: Deps,
  studyId: number,
  kind: TStudySurveyKind,
  input: TEditableSurvey,
  actor: AuditActor,
) {
  const changed = await deps.db.transaction(async (tx) => {
    // One editor at a time per kind: the row lock orders two saves, so versions never clash.
    const [latest] = await tx
      .select()
      .from(studySurveys)
      .where(ofKind(studyId, kind))
      .orderBy(desc(studySurveys.version))
      .limit(1)
      .for('update');
    const next = {
      titles: input.titles,
      intros: input.intros,
      questions: input.questions.map(toStored),
    };
    const served = await activeSurvey(tx, studyId, kind);
    if (served && isDeepStrictEqual(content(served), content(next))) return false;
    const version = (latest?.version ?? 0) + 1;
    await tx.update(studySurveys).set({ active: false }).where(ofKind(studyId, kind));
    await tx.insert(studySurveys).values({ studyId, kind, version, active: true, ...next });
    const entry = {
      action: 'questionnaire.save' as const,
      target: `questionnaire:${kind}`,
      before: served ? { version: served.version, ...(content(served) as object) } : null,
      after: { version, ...(content(next) as object) },
    };
    await recordAudit(tx, actor, entry, deps.now());
    return true;
  });
  const saved = await present(deps.db, studyId, kind);
  if (!saved) throw notFound();
  return { survey: saved, changed };
}

/**
 * Mails each listed participant of the study a link of their own to its questionnaire (decision
 * 044): the researcher's way to reach people for the mid- and post-study questionnaires, or the
 * pre-study one again. An address of nobody in the study is unknown, as one of nobody at all.
 */
export async function sendStudyLinks(
  deps: Deps,
  studyId: number,
  kind: TStudySurveyKind,
  emails: string[],
  actor: AuditActor,
) {
  const withdrew = sql`exists (select 1 from ${consentWithdrawals} w
    where w.user_id = ${users.id} and w.study_id = ${studyId})`;
  const listed = await deps.db
    .select({ user: users, open: sql<boolean>`not ${withdrew}` })
    .from(users)
    .where(
      and(
        inArray(sql`lower(${users.email})`, emails),
        participantScope(deps.db, studyId, undefined),
      ),
    );
  // Those who withdrew from the study get no questionnaire (decision 082); they are not unknown.
  const found = listed.filter((row) => row.open).map((row) => row.user);
  const withdrawn = new Set(listed.filter((row) => !row.open).map((row) => row.user.email));
  // People are named by id in the trail; addresses nobody has are only counted.
  const after = { kind, user_ids: found.map((u) => u.id), unknown: emails.length - listed.length };
  await recordAudit(
    deps.db,
    actor,
    { action: 'study-links.send', target: `questionnaire:${kind}`, after },
    deps.now(),
  );
  for (const user of found) mailStudyLink(deps, user, kind, studyId);
  const known = new Set([...found.map((u) => u.email), ...withdrawn].map((e) => e.toLowerCase()));
  return { mailed: found.length, unknown: emails.filter((e) => !known.has(e)) };
}
