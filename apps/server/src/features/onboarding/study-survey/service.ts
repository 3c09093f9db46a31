import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { LanguageCode, TStudySurveyKind, TStudyQuestion } from '@resona/contract';
import type { Deps } from '../../../deps.ts';
import {
  studySurveyResponses,
  studySurveys,
  users,
  type StudyQuestion,
} from '../../../db/schema/index.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import type { SessionUser } from '../../auth/session-store.ts';
import { localise } from '../presenters.ts';
import { validateAnswers, type Answers } from './validate-answers.ts';

async function findActiveSurvey(deps: Deps, kind: TStudySurveyKind) {
  const [row] = await deps.db
    .select()
    .from(studySurveys)
    .where(and(eq(studySurveys.kind, kind), eq(studySurveys.active, true)))
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

async function hasSubmitted(deps: Deps, kind: TStudySurveyKind, email: string) {
  const [row] = await deps.db
    .select({ id: studySurveyResponses.id })
    .from(studySurveyResponses)
    .where(
      and(
        eq(studySurveyResponses.kind, kind),
        sql`lower(${studySurveyResponses.email}) = ${email.toLowerCase()}`,
      ),
    );
  return Boolean(row);
}

export async function getStudySurvey(
  deps: Deps,
  kind: TStudySurveyKind,
  user: SessionUser | null,
  lang: LanguageCode,
) {
  const survey = await findActiveSurvey(deps, kind);
  return {
    survey: {
      kind,
      version: survey.version,
      title: localise(survey.titles, lang),
      intro: localise(survey.intros, lang),
      questions: survey.questions.map((q) => presentQuestion(q, lang)),
    },
    // Signed out, whether an address has answered is not told: anyone could ask.
    already_submitted: user ? await hasSubmitted(deps, kind, user.email) : null,
  };
}

/**
 * Stores one questionnaire's answers, once per person and kind. Signed in, the answers are the
 * caller's own (another address is 404). The pre-study survey also clears the pending
 * pre-survey of the account with that address, so its owner can sign in.
 */
export async function addStudySurvey(
  deps: Deps,
  user: SessionUser | null,
  input: { kind: TStudySurveyKind; email: string; answers: Answers },
) {
  const email = input.email.toLowerCase();
  if (user && user.email.toLowerCase() !== email) throw notFound();
  const survey = await findActiveSurvey(deps, input.kind);
  const checked = validateAnswers(survey.questions, input.answers);
  if (!checked.ok) {
    const first = Object.values(checked.fields)[0]!;
    throw new AppError('VALIDATION_ERROR', first, {}, checked.fields);
  }
  const now = deps.now();
  const already = () => new AppError('SURVEY_ALREADY_SUBMITTED', 'surveyAlreadySubmitted');
  try {
    await deps.db.transaction(async (tx) => {
      const [owner] = user
        ? [{ id: user.id }]
        : await tx
            .select({ id: users.id })
            .from(users)
            .where(sql`lower(${users.email}) = ${email}`);
      const inserted = await tx
        .insert(studySurveyResponses)
        .values({
          surveyId: survey.id,
          kind: input.kind,
          userId: owner?.id ?? null,
          email,
          answers: checked.answers,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: studySurveyResponses.id });
      if (inserted.length === 0) throw already();
      if (input.kind === 'pre' && owner) {
        await tx
          .update(users)
          .set({ presurveyCompletedAt: now })
          .where(and(eq(users.id, owner.id), isNull(users.presurveyCompletedAt)));
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw already();
    throw error;
  }
  return { kind: input.kind, submitted: true as const };
}
