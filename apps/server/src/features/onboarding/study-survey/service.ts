import { and, desc, eq, sql } from 'drizzle-orm';
import type { LanguageCode, TStudySurveyKind, TStudyQuestion } from '@resona/contract';
import type { Deps } from '../../../deps.ts';
import type { Executor } from '../../../db/client.ts';
import { findConsentState } from '../../../db/study-consent.ts';
import {
  FIRST_STUDY_ID,
  studySurveyResponses,
  studySurveys,
  type StudyQuestion,
} from '../../../db/schema/index.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import type { SessionUser } from '../../../core/session-queries.ts';
import { markPresurveyCompleted } from '../../auth/index.ts';
import { localise } from '../../../core/present.ts';
import { answeringStudy, studyLinkMissing, studyOfLink, takeStudyLink } from '../../auth/index.ts';
import { sessionsChanged } from '../../../core/session-changes.ts';
import { validateAnswers, type Answers } from './validate-answers.ts';
import { helpTextFor, queueSafetyAlerts } from './safety-alerts.ts';

/**
 * The study whose questionnaire is asked for (issue 33): signed in, the caller's; signed out,
 * the mailed link's. Without a link that will be taken, the first study's is shown (taking the
 * link then refuses the answers).
 */
async function studyAsked(
  deps: Deps,
  user: SessionUser | null,
  kind: TStudySurveyKind,
  token?: string,
) {
  if (user) return answeringStudy(deps.db, user.id);
  const linked = token ? await studyOfLink(deps.db, token, kind, deps.now()) : null;
  return linked ?? FIRST_STUDY_ID;
}

async function findActiveSurvey(deps: Deps, studyId: number, kind: TStudySurveyKind) {
  const [row] = await deps.db
    .select()
    .from(studySurveys)
    .where(
      and(
        eq(studySurveys.studyId, studyId),
        eq(studySurveys.kind, kind),
        eq(studySurveys.active, true),
      ),
    )
    .orderBy(desc(studySurveys.version))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

function presentQuestion(q: StudyQuestion, lang: LanguageCode): TStudyQuestion {
  const base = { id: q.id, required: q.required, text: localise(q.text, lang) };
  switch (q.type) {
    case 'single':
      return {
        ...base,
        type: 'single',
        options: q.options.map((o) => ({ value: o.value, label: localise(o.label, lang) })),
      };
    case 'scale':
      return {
        ...base,
        type: 'scale',
        min: q.min,
        max: q.max,
        min_label: localise(q.minLabel, lang),
        max_label: localise(q.maxLabel, lang),
      };
    case 'text':
      return { ...base, type: 'text', max_length: q.maxLength };
  }
}

async function hasSubmitted(deps: Deps, studyId: number, kind: TStudySurveyKind, email: string) {
  const [row] = await deps.db
    .select({ id: studySurveyResponses.id })
    .from(studySurveyResponses)
    .where(
      and(
        eq(studySurveyResponses.studyId, studyId),
        eq(studySurveyResponses.kind, kind),
        sql`lower(${studySurveyResponses.email}) = ${email.toLowerCase()}`,
      ),
    );
  return Boolean(row);
}

export async function getStudySurvey(
  deps: Deps,
  input: { kind: TStudySurveyKind; token?: string | undefined },
  user: SessionUser | null,
  lang: LanguageCode,
) {
  const { kind } = input;
  const studyId = await studyAsked(deps, user, kind, input.token);
  const survey = await findActiveSurvey(deps, studyId, kind);
  return {
    survey: {
      kind,
      version: survey.version,
      title: localise(survey.titles, lang),
      intro: localise(survey.intros, lang),
      questions: survey.questions.map((q) => presentQuestion(q, lang)),
    },
    // Signed out, whether an address has answered is not told: anyone could ask.
    already_submitted: user ? await hasSubmitted(deps, studyId, kind, user.email) : null,
  };
}

/**
 * A questionnaire of the study waits for the current consent and ends with a withdrawal
 * (decision 082). The pre-study questionnaire that holds sign-in back (STUDY_PRESURVEY_URL,
 * decision 044) comes before the person can reach the consent page, so it is not held.
 */
async function assertStudyOpen(deps: Deps, tx: Executor, userId: number, kind: TStudySurveyKind) {
  const state = await findConsentState(tx, userId);
  if (state === 'withdrawn') throw new AppError('CONSENT_NOT_OPEN', 'consentWithdrawn');
  if (state === 'required' && !(kind === 'pre' && deps.config.studyPresurveyUrl)) {
    throw new AppError('CONSENT_REQUIRED', 'consentRequired');
  }
}

/**
 * Stores one questionnaire's answers, once per person and kind. Signed in, the answers are the
 * caller's; signed out, they belong to the account of the mailed link's token, taken in the same
 * transaction (decision 044). The pre-study survey also clears the account's pending
 * pre-survey, so its owner can sign in. An answer crossing a safety threshold queues its alerts
 * in the same transaction, and the reply carries the study's help text (decision 109).
 */
export async function addStudySurvey(
  deps: Deps,
  user: SessionUser | null,
  input: { kind: TStudySurveyKind; token?: string | undefined; answers: Answers },
  lang: LanguageCode,
) {
  if (!user && !input.token) throw studyLinkMissing();
  const studyId = await studyAsked(deps, user, input.kind, input.token);
  const survey = await findActiveSurvey(deps, studyId, input.kind);
  const checked = validateAnswers(survey.questions, input.answers);
  if (!checked.ok) {
    const first = Object.values(checked.fields)[0]!;
    throw new AppError('VALIDATION_ERROR', first, {}, checked.fields);
  }
  const now = deps.now();
  const already = () => new AppError('SURVEY_ALREADY_SUBMITTED', 'surveyAlreadySubmitted');
  let alerts;
  try {
    alerts = await deps.db.transaction(async (tx) => {
      const owner = user ?? (await takeStudyLink(tx, input.token!, input.kind, now));
      await assertStudyOpen(deps, tx, owner.id, input.kind);
      const inserted = await tx
        .insert(studySurveyResponses)
        .values({
          studyId: survey.studyId,
          surveyId: survey.id,
          kind: input.kind,
          userId: owner.id,
          email: owner.email.toLowerCase(),
          answers: checked.answers,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: studySurveyResponses.id });
      if (inserted.length === 0) throw already();
      const responseId = inserted[0]!.id;
      const facts = { survey, responseId, userId: owner.id, answers: checked.answers };
      const queued = await queueSafetyAlerts(deps, tx, facts);
      if (input.kind === 'pre') {
        await markPresurveyCompleted(tx, owner.id, now);
        await sessionsChanged(deps, tx, owner.id);
      }
      return queued;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw already();
    throw error;
  }
  // Sent once the answer and its alerts are committed; each is already in the outbox.
  for (const { outboxId, mail } of alerts?.queued ?? []) {
    deps.background.run('safety alert could not be sent', deps.mailer.send(mail, outboxId));
  }
  const help_text = alerts ? helpTextFor(alerts.helpTexts, lang) : null;
  return { kind: input.kind, submitted: true as const, help_text };
}

/**
 * survey-completed: the completed=1 return of a study page. Signed in, for the caller; signed
 * out, the mailed link's token names the account and is taken. Only the pre-study survey holds
 * anything back (sign-in, STUDY_PRESURVEY_URL), so only it is recorded.
 */
export async function reportSurveyCompleted(
  deps: Deps,
  user: SessionUser | null,
  input: { kind: TStudySurveyKind; token?: string | undefined },
) {
  if (!user && !input.token) throw studyLinkMissing();
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const owner = user ?? (await takeStudyLink(tx, input.token!, input.kind, now));
    if (input.kind === 'pre') {
      await markPresurveyCompleted(tx, owner.id, now);
      await sessionsChanged(deps, tx, owner.id);
    }
  });
}
