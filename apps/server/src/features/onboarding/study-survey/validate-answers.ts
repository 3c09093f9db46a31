import type { MessageKey } from '@resona/contract';
import type { StudyQuestion } from '../../../db/schema/index.ts';

export type Answers = Record<string, string | number>;

/**
 * Checks answers against the questionnaire: every required question answered, each answer
 * of its question's type and among its allowed values, and no answer to a question that does
 * not exist. Returns the cleaned answers or field → message key problems.
 */
export function validateAnswers(
  questions: StudyQuestion[],
  answers: Answers,
): { ok: true; answers: Answers } | { ok: false; fields: Record<string, MessageKey> } {
  const fields: Record<string, MessageKey> = {};
  const clean: Answers = {};
  const known = new Set(questions.map((q) => q.id));
  for (const key of Object.keys(answers)) {
    if (!known.has(key)) fields[`answers.${key}`] = 'fieldInvalid';
  }
  for (const q of questions) {
    const raw = answers[q.id];
    const blank = raw === undefined || (typeof raw === 'string' && raw.trim() === '');
    if (blank) {
      if (q.required) fields[`answers.${q.id}`] = 'fieldRequired';
      continue;
    }
    const problem = checkOne(q, raw);
    if (problem) fields[`answers.${q.id}`] = problem;
    else clean[q.id] = q.type === 'scale' ? Number(raw) : String(raw).trim();
  }
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, answers: clean };
}

function checkOne(q: StudyQuestion, raw: string | number): MessageKey | null {
  switch (q.type) {
    case 'single':
      return q.options.some((o) => o.value === String(raw)) ? null : 'fieldInvalid';
    case 'scale': {
      // Multipart forms send numbers as strings; '3' and 3 are the same answer.
      const n = typeof raw === 'number' ? raw : /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
      return Number.isInteger(n) && n >= q.min && n <= q.max ? null : 'fieldInvalid';
    }
    case 'text':
      return typeof raw === 'string' && raw.trim().length <= q.maxLength ? null : 'fieldInvalid';
  }
}
