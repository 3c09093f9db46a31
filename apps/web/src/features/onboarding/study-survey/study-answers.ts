import type { TStudyQuestion, TStudySurveyKind } from '@resona/contract';

export type StudyAnswers = Record<string, string | number>;

/** The survey kind a study route stands for (spec §2). */
export function kindOfPath(pathname: string): TStudySurveyKind | null {
  const match = /^\/(pre|mid|post)-study-survey\/?$/i.exec(pathname);
  return match ? (match[1]!.toLowerCase() as TStudySurveyKind) : null;
}

/** Blank text counts as no answer; a scale answer must be a whole number within its bounds. */
function answered(question: TStudyQuestion, value: string | number | undefined): boolean {
  if (value === undefined) return false;
  if (question.type === 'scale') {
    return Number.isInteger(value) && +value >= question.min && +value <= question.max;
  }
  if (question.type === 'single') return question.options.some((o) => o.value === value);
  return String(value).trim().length > 0;
}

/**
 * Problems before sending, as message keys by question: each required question left unanswered.
 * Empty when the answers may be sent. (No address is asked: the session or the mailed link
 * says whose answers they are, decision 044.)
 */
export function answerProblems(
  questions: readonly TStudyQuestion[],
  answers: StudyAnswers,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const question of questions) {
    if (question.required && !answered(question, answers[question.id])) {
      problems[question.id] = 'fieldRequired';
    }
  }
  return problems;
}

/** Only the answers to this questionnaire, with blank texts left out. */
export function answersToSend(
  questions: readonly TStudyQuestion[],
  answers: StudyAnswers,
): StudyAnswers {
  const out: StudyAnswers = {};
  for (const question of questions) {
    const value = answers[question.id];
    if (value === undefined) continue;
    if (typeof value === 'string') {
      const text = value.trim();
      if (text) out[question.id] = text;
    } else out[question.id] = value;
  }
  return out;
}
