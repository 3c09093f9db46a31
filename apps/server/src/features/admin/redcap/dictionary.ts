import type { StudyQuestion } from '../../../db/schema/index.ts';
import type { Executor } from '../../../db/client.ts';
import type { Column, ValueType } from '../../../lib/columns.ts';
import { resolveValues } from '../codebook/codebook.ts';
import { answerShape, questionnaireVersions } from '../codebook/questionnaires.ts';
import { exportColumns } from '../export/kinds.ts';

/** REDCap's data dictionary columns, in REDCap's order (columns A to R). */
export const REDCAP_DICTIONARY_HEADER = [
  'Variable / Field Name',
  'Form Name',
  'Section Header',
  'Field Type',
  'Field Label',
  'Choices, Calculations, OR Slider Labels',
  'Field Note',
  'Text Validation Type OR Show Slider Number',
  'Text Validation Min',
  'Text Validation Max',
  'Identifier?',
  'Branching Logic (Show field only if...)',
  'Required Field?',
  'Custom Alignment',
  'Question Number (surveys only)',
  'Matrix Group Name',
  'Matrix Ranking?',
  'Field Annotation',
] as const;

/** One field of the dictionary, and how a Resona value becomes the value REDCap imports. */
export interface RedcapField {
  name: string;
  form: string;
  type: 'text' | 'notes' | 'radio' | 'yesno';
  label: string;
  /** Code → label, in order; for radio fields. */
  choices: [string, string][] | null;
  validation: 'integer' | 'number' | 'date_ymd' | 'datetime_seconds_ymd' | 'email' | null;
  note: string | null;
  identifier: boolean;
  required: boolean;
  annotation: string | null;
  /** Resona's stored value → REDCap's code, when they differ. */
  recode: Map<string, string> | null;
  valueType: ValueType;
}

/** REDCap's raw choice codes: letters, digits and underscores, or a (signed, decimal) number. */
export const REDCAP_CODE = /^(?:[A-Za-z0-9_]+|-?\d+(?:\.\d+)?)$/;

/** A choice label cannot hold the pipe that separates choices. */
const choiceLabel = (label: string) => label.replace(/\|/g, '/').replace(/\s+/g, ' ').trim();

/**
 * Codes REDCap accepts: the values themselves when every one is a valid code, else 1..n in their
 * order, with Resona's values kept in the field's annotation and recoded in the records.
 */
function choicesOf(values: Record<string, string>) {
  const entries = Object.entries(values);
  if (entries.every(([code]) => REDCAP_CODE.test(code))) {
    return {
      choices: entries.map(([c, l]) => [c, choiceLabel(l)] as [string, string]),
      recode: null,
    };
  }
  const recode = new Map(entries.map(([value], i) => [value, String(i + 1)]));
  return {
    choices: entries.map(([, l], i) => [String(i + 1), choiceLabel(l)] as [string, string]),
    recode,
  };
}

const VALIDATION: Partial<Record<ValueType, RedcapField['validation']>> = {
  integer: 'integer',
  number: 'number',
  date: 'date_ymd',
  datetime: 'datetime_seconds_ymd',
};

/** A field from a value type and its allowed values: the mapping the records follow too. */
function fieldOf(
  base: Pick<RedcapField, 'name' | 'form' | 'label' | 'note' | 'annotation' | 'required'>,
  type: ValueType,
  values: Record<string, string> | null,
): RedcapField {
  const common = { ...base, identifier: false, recode: null, valueType: type, validation: null };
  if (type === 'flag') return { ...common, type: 'yesno', choices: null };
  if (type === 'long-text') return { ...common, type: 'notes', choices: null };
  if (type === 'code' && values) {
    const { choices, recode } = choicesOf(values);
    const annotation = recode
      ? [
          base.annotation,
          `Resona values: ${[...recode].map(([v, c]) => `${c} = ${v}`).join(' | ')}`,
        ]
          .filter(Boolean)
          .join('. ')
      : base.annotation;
    return { ...common, type: 'radio', choices, recode, annotation };
  }
  return { ...common, type: 'text', choices: null, validation: VALIDATION[type] ?? null };
}

export const RECORD_ID = 'record_id';
export const PARTICIPANT_FORM = 'participant';
export const questionnaireForm = (kind: string) => `${kind}_study_questionnaire`;
export const answerField = (kind: string, questionId: string) => `${kind}_${questionId}`;

async function participantFields(db: Executor, includeEmail: boolean) {
  const columns: readonly Column<never>[] = exportColumns('participants', includeEmail);
  const fields: RedcapField[] = [];
  for (const c of columns) {
    const base = {
      form: PARTICIPANT_FORM,
      label: c.label,
      note: c.unit ?? null,
      annotation: `Resona participants export: ${c.name}`,
      required: false,
    };
    if (c.name === 'participant_id') {
      fields.push({ ...fieldOf({ ...base, name: RECORD_ID }, 'text', null) });
    } else if (c.name === 'email') {
      fields.push({
        ...fieldOf({ ...base, name: 'email' }, 'text', null),
        validation: 'email',
        identifier: true,
      });
    } else {
      fields.push(fieldOf({ ...base, name: c.name }, c.type, await resolveValues(db, c.values)));
    }
  }
  return fields;
}

/**
 * Each questionnaire kind is a form: its version, when it was submitted, and one field per
 * question id across its versions, described by the newest version that has it.
 */
async function questionnaireFields(db: Executor, studyId: number) {
  const latest = new Map<
    string,
    { kind: string; version: number; q: StudyQuestion; versions: number[] }
  >();
  const kinds: string[] = [];
  for (const survey of await questionnaireVersions(db, studyId)) {
    if (!kinds.includes(survey.kind)) kinds.push(survey.kind);
    for (const q of survey.questions) {
      const key = answerField(survey.kind, q.id);
      const seen = latest.get(key)?.versions ?? [];
      latest.set(key, {
        kind: survey.kind,
        version: survey.version,
        q,
        versions: [...seen, survey.version],
      });
    }
  }
  const fields: RedcapField[] = [];
  for (const kind of kinds) {
    const form = questionnaireForm(kind);
    const meta = { form, note: null, required: false };
    fields.push(
      fieldOf(
        {
          ...meta,
          name: `${kind}_version`,
          label: `Version of the ${kind}-study questionnaire answered`,
          annotation: null,
        },
        'integer',
        null,
      ),
      fieldOf(
        { ...meta, name: `${kind}_submitted_at`, label: 'Submitted at (UTC)', annotation: null },
        'datetime',
        null,
      ),
    );
    for (const [name, { q, versions }] of latest) {
      if (!name.startsWith(`${kind}_`) || latest.get(name)!.kind !== kind) continue;
      const shape = answerShape(q);
      fields.push(
        fieldOf(
          {
            name,
            form,
            label: q.text.en ?? q.id,
            note: shape.type === 'long-text' ? shape.note : null,
            required: q.required,
            annotation: `Resona ${kind} questionnaire, question ${q.id}, versions ${versions.join(', ')}`,
          },
          shape.type,
          shape.values,
        ),
      );
    }
  }
  return fields;
}

/**
 * Every field, the record id first: the participant form, then one form per questionnaire of the
 * study.
 */
export async function redcapFields(db: Executor, studyId: number, includeEmail: boolean) {
  return [
    ...(await participantFields(db, includeEmail)),
    ...(await questionnaireFields(db, studyId)),
  ];
}

/** The dictionary's rows, each in REDCap's column order. */
export function dictionaryRows(fields: RedcapField[]): string[][] {
  return fields.map((f) => [
    f.name,
    f.form,
    '',
    f.type,
    f.label,
    f.choices ? f.choices.map(([code, label]) => `${code}, ${label}`).join(' | ') : '',
    f.note ?? '',
    f.validation ?? '',
    '',
    '',
    f.identifier ? 'y' : '',
    '',
    f.required ? 'y' : '',
    '',
    '',
    '',
    '',
    f.annotation ?? '',
  ]);
}
