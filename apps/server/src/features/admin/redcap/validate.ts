import { REDCAP_DICTIONARY_HEADER } from './dictionary.ts';

/**
 * REDCap's rules for a data dictionary upload and a records import, written from REDCap's own
 * documentation of the dictionary's columns (the 18 columns A–R and what each accepts) so a test
 * can tell that our files would import as they are (decision 086). It checks what REDCap refuses
 * and warns where REDCap only advises (a variable name over 26 characters).
 */
export const FIELD_TYPES = [
  'text',
  'notes',
  'dropdown',
  'radio',
  'checkbox',
  'yesno',
  'truefalse',
  'calc',
  'file',
  'slider',
  'descriptive',
  'sql',
] as const;

/** Text validation types; the date and time ones name their order (ymd, mdy, dmy). */
export const VALIDATION_TYPES = [
  'date_ymd',
  'date_mdy',
  'date_dmy',
  'datetime_ymd',
  'datetime_mdy',
  'datetime_dmy',
  'datetime_seconds_ymd',
  'datetime_seconds_mdy',
  'datetime_seconds_dmy',
  'time',
  'time_mm_ss',
  'integer',
  'number',
  'number_1dp',
  'number_2dp',
  'number_3dp',
  'number_4dp',
  'email',
  'phone',
  'zipcode',
  'alpha_only',
  'postalcode_canada',
  'ssn',
  'mrn_10d',
] as const;

const NAME = /^[a-z][a-z0-9_]*$/;
const CHOICE_CODE = /^(?:[A-Za-z0-9_]+|-?\d+(?:\.\d+)?)$/;
const CHECKBOX_CODE = /^[A-Za-z0-9_]+$/;
const WITH_CHOICES = new Set(['dropdown', 'radio', 'checkbox']);

/** How a value of each validation type is written in a records file. */
const VALUE_FORMATS: Record<string, RegExp> = {
  integer: /^-?\d+$/,
  number: /^-?(?:\d+(?:\.\d*)?|\.\d+)$/,
  date_ymd: /^\d{4}-\d{2}-\d{2}$/,
  datetime_ymd: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
  datetime_seconds_ymd: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
};

export interface DictionaryField {
  name: string;
  form: string;
  type: string;
  validation: string;
  codes: string[];
}

/** Splits `1, Label | 2, Label` into its codes; null when a part has no code. */
export function parseChoices(text: string): { code: string; label: string }[] | null {
  const parts = text.split('|').map((p) => p.trim());
  const choices = parts.map((p) => {
    const comma = p.indexOf(',');
    return comma < 0 ? null : { code: p.slice(0, comma).trim(), label: p.slice(comma + 1).trim() };
  });
  return choices.every((c) => c !== null && c.code !== '') ? (choices as never) : null;
}

export function validateDictionary(rows: string[][]) {
  const errors: string[] = [];
  const warnings: string[] = [];
  const fields: DictionaryField[] = [];
  const [head, ...body] = rows;
  if (JSON.stringify(head) !== JSON.stringify(REDCAP_DICTIONARY_HEADER)) {
    errors.push(`the header is not REDCap's 18 columns in order: ${JSON.stringify(head)}`);
    return { errors, warnings, fields };
  }
  if (body.length === 0) errors.push('no fields');
  const names = new Set<string>();
  const formsDone = new Set<string>();
  let currentForm = '';
  body.forEach((row, i) => {
    const at = `row ${i + 2}`;
    if (row.length !== 18) errors.push(`${at}: ${row.length} cells, not 18`);
    const [name = '', form = '', , type = '', label = '', choices = '', , validation = ''] = row;
    const [min = '', max = '', identifier = '', , required = '', alignment = '', , , ranking = ''] =
      row.slice(8);
    if (!NAME.test(name))
      errors.push(
        `${at}: variable "${name}" must be lowercase letters, digits and _, starting with a letter`,
      );
    if (name.length > 100) errors.push(`${at}: variable "${name}" is over 100 characters`);
    else if (name.length > 26)
      warnings.push(`${at}: variable "${name}" is over the 26 characters REDCap recommends`);
    if (names.has(name)) errors.push(`${at}: variable "${name}" appears twice`);
    names.add(name);
    if (!NAME.test(form))
      errors.push(
        `${at}: form "${form}" must be lowercase letters, digits and _, starting with a letter`,
      );
    if (form !== currentForm) {
      if (formsDone.has(form)) errors.push(`${at}: the fields of form "${form}" are not together`);
      formsDone.add(form);
      currentForm = form;
    }
    if (!(FIELD_TYPES as readonly string[]).includes(type))
      errors.push(`${at}: field type "${type}" is not REDCap's`);
    if (label.trim() === '' && type !== 'descriptive') errors.push(`${at}: no field label`);
    let codes: string[] = [];
    if (WITH_CHOICES.has(type)) {
      const parsed = choices ? parseChoices(choices) : null;
      if (!parsed) errors.push(`${at}: choices must read "1, Label | 2, Label"`);
      else {
        codes = parsed.map((c) => c.code);
        const rule = type === 'checkbox' ? CHECKBOX_CODE : CHOICE_CODE;
        for (const c of parsed) {
          if (!rule.test(c.code))
            errors.push(`${at}: choice code "${c.code}" is not one REDCap takes`);
          if (c.label === '') errors.push(`${at}: choice ${c.code} has no label`);
        }
        if (new Set(codes).size !== codes.length) errors.push(`${at}: a choice code appears twice`);
      }
    } else if (type === 'calc') {
      if (!choices.trim()) errors.push(`${at}: a calc field needs its calculation`);
    } else if (type !== 'slider' && type !== 'sql' && choices !== '') {
      errors.push(`${at}: a ${type} field takes no choices`);
    }
    if (validation !== '') {
      if (type === 'slider') {
        if (validation !== 'number') errors.push(`${at}: a slider shows "number" or nothing`);
      } else if (type !== 'text') errors.push(`${at}: only a text field takes a validation type`);
      else if (!(VALIDATION_TYPES as readonly string[]).includes(validation))
        errors.push(`${at}: validation "${validation}" is not REDCap's`);
    }
    for (const [bound, value] of [
      ['min', min],
      ['max', max],
    ] as const) {
      if (value === '') continue;
      const format = VALUE_FORMATS[validation];
      if (!format) errors.push(`${at}: a ${bound} needs a number or date validation`);
      else if (!format.test(value))
        errors.push(`${at}: ${bound} "${value}" does not read as ${validation}`);
    }
    if (!['', 'y'].includes(identifier)) errors.push(`${at}: Identifier? is "y" or empty`);
    if (!['', 'y'].includes(required)) errors.push(`${at}: Required Field? is "y" or empty`);
    if (!['', 'y'].includes(ranking)) errors.push(`${at}: Matrix Ranking? is "y" or empty`);
    if (!['', 'LV', 'LH', 'RV', 'RH'].includes(alignment))
      errors.push(`${at}: alignment "${alignment}" is not REDCap's`);
    fields.push({ name, form, type, validation, codes });
  });
  const first = fields[0];
  if (first && (first.type !== 'text' || first.validation !== '')) {
    errors.push(`the first field, the record id "${first.name}", must be a plain text field`);
  }
  return { errors, warnings, fields };
}

/** A records file against its dictionary: its columns are fields, its values what they allow. */
export function validateRecords(fields: DictionaryField[], rows: string[][]) {
  const errors: string[] = [];
  const [head = [], ...body] = rows;
  const byName = new Map(fields.map((f) => [f.name, f]));
  // A checkbox is imported as one column per choice, name___code.
  for (const f of fields) {
    if (f.type === 'checkbox')
      for (const c of f.codes) byName.set(`${f.name}___${c}`, { ...f, type: 'yesno' });
  }
  if (head[0] !== fields[0]?.name)
    errors.push(`the first column must be the record id "${fields[0]?.name}"`);
  head.forEach((name) => {
    if (!byName.has(name)) errors.push(`column "${name}" is not in the dictionary`);
  });
  const ids = new Set<string>();
  body.forEach((row, i) => {
    const at = `record row ${i + 2}`;
    if (row.length !== head.length)
      errors.push(`${at}: ${row.length} cells for ${head.length} columns`);
    if (!row[0]) errors.push(`${at}: no record id`);
    if (ids.has(row[0]!)) errors.push(`${at}: record id "${row[0]}" twice`);
    ids.add(row[0]!);
    row.forEach((value, j) => {
      const f = byName.get(head[j]!);
      if (!f || value === '') return;
      if ((f.type === 'yesno' || f.type === 'truefalse') && !['0', '1'].includes(value)) {
        errors.push(`${at}: ${f.name} "${value}" is not 1 or 0`);
      }
      if ((f.type === 'radio' || f.type === 'dropdown') && !f.codes.includes(value)) {
        errors.push(`${at}: ${f.name} "${value}" is not one of its choices`);
      }
      const format = VALUE_FORMATS[f.validation];
      if (format && !format.test(value))
        errors.push(`${at}: ${f.name} "${value}" does not read as ${f.validation}`);
    });
  });
  return { errors };
}
