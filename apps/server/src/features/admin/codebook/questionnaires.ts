import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { STUDY_SURVEY_KINDS, studySurveys, type StudyQuestion } from '../../../db/schema/index.ts';
import type { ValueType } from '../../../lib/columns.ts';

/** Every version of each of the study's questionnaires: pre, mid, post, oldest first within a kind. */
export async function questionnaireVersions(db: Executor, studyId: number) {
  const rows = await db
    .select({
      kind: studySurveys.kind,
      version: studySurveys.version,
      questions: studySurveys.questions,
    })
    .from(studySurveys)
    .where(eq(studySurveys.studyId, studyId))
    .orderBy(asc(studySurveys.version));
  const rank = (kind: string) => STUDY_SURVEY_KINDS.indexOf(kind as never);
  return rows.sort((a, b) => rank(a.kind) - rank(b.kind));
}

/** What a question's answer holds: its type, its allowed values with their meaning, a note. */
export function answerShape(q: StudyQuestion): {
  type: ValueType;
  values: Record<string, string> | null;
  note: string;
} {
  if (q.type === 'single') {
    return {
      type: 'code',
      values: Object.fromEntries(q.options.map((o) => [o.value, o.label.en ?? o.value])),
      note: 'One option.',
    };
  }
  if (q.type === 'scale') {
    const values: Record<string, string> = {};
    for (let v = q.min; v <= q.max; v++) values[String(v)] = String(v);
    values[String(q.min)] = `${q.min}: ${q.minLabel.en ?? ''}`.trim();
    values[String(q.max)] = `${q.max}: ${q.maxLabel.en ?? ''}`.trim();
    return { type: 'code', values, note: `A scale from ${q.min} to ${q.max}.` };
  }
  return { type: 'long-text', values: null, note: `Free text, at most ${q.maxLength} characters.` };
}
