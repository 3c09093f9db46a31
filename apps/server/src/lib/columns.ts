import type { CsvValue } from './csv.ts';

/**
 * What a cell holds, as a statistician reads it. `flag` is 1/0; `code` is one of `values`;
 * `datetime` is ISO 8601 in UTC; `long-text` is free text that may hold line breaks.
 */
export type ValueType =
  'text' | 'long-text' | 'integer' | 'number' | 'date' | 'datetime' | 'flag' | 'code';

/** A survey list whose ids and names live in the reference data, read when a codebook is made. */
export const REFERENCE_LISTS = ['age-groups', 'genders', 'experiences'] as const;
export type ReferenceList = (typeof REFERENCE_LISTS)[number];

/** Allowed values and their meaning (code → meaning), fixed or a reference list's. */
export type Values = Readonly<Record<string, string>> | { readonly list: ReferenceList };

/**
 * One column of an export and its codebook entry at once (decision 086): the export writes its
 * header and cells from these, so a column cannot exist without its description.
 */
export interface Column<Row> {
  readonly name: string;
  readonly type: ValueType;
  readonly label: string;
  readonly cell: (row: Row) => CsvValue;
  readonly unit?: string;
  readonly values?: Values;
  /** When the column is there only sometimes, or needs a word more than the label. */
  readonly note?: string;
}

export type ColumnExtras = Pick<Column<unknown>, 'unit' | 'values' | 'note'>;

/** One column in one line: `column('arm', 'text', 'Arm of the study', (r) => r.arm)`. */
export function column<Row>(
  name: string,
  type: ValueType,
  label: string,
  cell: (row: Row) => CsvValue,
  extras: ColumnExtras = {},
): Column<Row> {
  return { name, type, label, cell, ...extras };
}

export const header = <Row>(columns: readonly Column<Row>[]) => columns.map((c) => c.name);
export const cellsOf = <Row>(columns: readonly Column<Row>[], row: Row) =>
  columns.map((c) => c.cell(row));

/** 1/0 as the API and the CSVs write flags. */
export const FLAG_VALUES = { '1': 'yes', '0': 'no' } as const;
