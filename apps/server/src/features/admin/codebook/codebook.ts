import { Readable } from 'node:stream';
import type { TCodebookName, TSiteCodebookName } from '@resona/contract';
import type { Executor } from '../../../db/client.ts';
import {
  REFERENCE_LISTS,
  type Column,
  type ReferenceList,
  type ValueType,
  type Values,
} from '../../../lib/columns.ts';
import { csvDocument } from '../../../lib/csv.ts';
import { EARLY_ACCESS_COLUMNS } from '../../early-access/index.ts';
import { ACCESS_CODE_COLUMNS } from '../access-codes/export.ts';
import { ALLOCATION_COLUMNS } from '../arms/export.ts';
import { AUDIT_COLUMNS } from '../audit-log/export.ts';
import { exportColumns } from '../export/kinds.ts';
import { SCHEDULE_COLUMNS } from '../questionnaire-schedules/export.ts';
import { answerShape, questionnaireVersions } from './questionnaires.ts';
import { listValues } from './values.ts';

/**
 * One line of a codebook: a column of the file, or (survey answers) what `answer` holds for one
 * question of one questionnaire version.
 */
export interface CodebookEntry {
  variable: string;
  question_id: string | null;
  questionnaire: string | null;
  questionnaire_version: number | null;
  label: string;
  type: ValueType;
  unit: string | null;
  values: Record<string, string> | null;
  note: string | null;
}

/** A study's file or one of the site's own. */
export type CodebookName = TCodebookName | TSiteCodebookName;

/** Each file's columns: the same objects the export writes its header and cells from. */
export const CODEBOOK_COLUMNS: Record<CodebookName, readonly Column<never>[]> = {
  participants: exportColumns('participants', true),
  sessions: exportColumns('sessions', true),
  'survey-answers': exportColumns('survey-answers', true),
  feedback: exportColumns('feedback', true),
  'access-codes': ACCESS_CODE_COLUMNS,
  'early-access': EARLY_ACCESS_COLUMNS,
  'audit-log': AUDIT_COLUMNS,
  'site-audit-log': AUDIT_COLUMNS,
  allocations: ALLOCATION_COLUMNS,
  'questionnaire-schedules': SCHEDULE_COLUMNS,
};

const isReference = (values: Values): values is { readonly list: ReferenceList } =>
  Object.keys(values).length === 1 && REFERENCE_LISTS.includes((values as { list?: never }).list!);

/** The allowed values of a column with their meaning, a reference list's read now. */
export async function resolveValues(db: Executor, values: Values | undefined) {
  if (!values) return null;
  if (isReference(values)) return listValues(db, values.list);
  return { ...(values as Record<string, string>) };
}

/** The codebook of one console file, the study's questionnaire entries included. */
export async function buildCodebook(
  db: Executor,
  studyId: number | null,
  name: CodebookName,
): Promise<CodebookEntry[]> {
  const entries: CodebookEntry[] = [];
  for (const c of CODEBOOK_COLUMNS[name]) {
    entries.push({
      variable: c.name,
      question_id: null,
      questionnaire: null,
      questionnaire_version: null,
      label: c.label,
      type: c.type,
      unit: c.unit ?? null,
      values: await resolveValues(db, c.values),
      note: c.note ?? null,
    });
  }
  if (name !== 'survey-answers' || studyId === null) return entries;
  for (const survey of await questionnaireVersions(db, studyId)) {
    for (const q of survey.questions) {
      const shape = answerShape(q);
      entries.push({
        variable: 'answer',
        question_id: q.id,
        questionnaire: survey.kind,
        questionnaire_version: survey.version,
        label: q.text.en ?? q.id,
        type: shape.type,
        unit: null,
        values: shape.values,
        note: `${shape.note}${q.required ? ' Required.' : ''}`,
      });
    }
  }
  return entries;
}

/** Allowed values as one cell: `1 = 18–24 | 2 = 25–34`. */
export const valuesText = (values: Record<string, string> | null) =>
  values
    ? Object.entries(values)
        .map(([code, meaning]) => `${code} = ${meaning}`)
        .join(' | ')
    : null;

export const CODEBOOK_HEADER = [
  'variable',
  'question_id',
  'questionnaire',
  'questionnaire_version',
  'label',
  'type',
  'unit',
  'values',
  'note',
];

export function codebookCsv(entries: CodebookEntry[]): Readable {
  return csvDocument([
    CODEBOOK_HEADER,
    ...entries.map((e) => [
      e.variable,
      e.question_id,
      e.questionnaire,
      e.questionnaire_version,
      e.label,
      e.type,
      e.unit,
      valuesText(e.values),
      e.note,
    ]),
  ]);
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/** The same codebook as a page to read or print: one table, no script, no outside resource. */
export function codebookHtml(name: CodebookName, entries: CodebookEntry[], at: Date): string {
  const cell = (v: unknown) =>
    `<td>${v === null || v === undefined ? '' : escapeHtml(String(v))}</td>`;
  const rows = entries.map((e) => {
    const values = e.values
      ? `<td><ul>${Object.entries(e.values)
          .map(
            ([code, meaning]) => `<li><code>${escapeHtml(code)}</code> ${escapeHtml(meaning)}</li>`,
          )
          .join('')}</ul></td>`
      : '<td></td>';
    const source = e.questionnaire ? `${e.questionnaire} v${e.questionnaire_version}` : null;
    return `<tr><td><code>${escapeHtml(e.variable)}</code>${
      e.question_id ? ` <code>${escapeHtml(e.question_id)}</code>` : ''
    }</td>${cell(source)}${cell(e.label)}${cell(e.type)}${cell(e.unit)}${values}${cell(e.note)}</tr>`;
  });
  const title = `Resona codebook: ${name}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #999;padding:.3rem .5rem;vertical-align:top;text-align:start}ul{margin:0;padding-inline-start:1rem}</style>
</head><body><h1>${escapeHtml(title)}</h1>
<p>Made ${at.toISOString().slice(0, 10)}. Dates and times are ISO 8601 in UTC; flags are 1 (yes) and 0 (no); an empty cell is no value.</p>
<table><thead><tr><th>Variable</th><th>Questionnaire</th><th>Label</th><th>Type</th><th>Unit</th><th>Allowed values</th><th>Note</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody></table></body></html>
`;
}
