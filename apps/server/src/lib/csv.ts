import { Readable } from 'node:stream';

export type CsvValue = unknown;

/**
 * One cell, RFC 4180: quoted when it holds a comma, quote, CR or LF, quotes doubled. A text
 * that a spreadsheet would run as a formula (first character = + - @, tab or CR) gets a leading
 * apostrophe, so an exported answer like `=HYPERLINK(...)` stays text (OWASP CSV injection).
 * Numbers are written as they are: -3 is a value, not a formula.
 */
export function csvCell(value: CsvValue): string {
  let text = cellText(value);
  if (typeof value === 'number') return text;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** How a value reads in a cell: flags as 1/0 like the API's, ISO 8601 dates, JSON for objects. */
function cellText(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** One record, CRLF-terminated as RFC 4180 says. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/**
 * A CSV document as a stream: the header, then each batch of rows as it arrives, so a large
 * export never sits in memory whole. A UTF-8 byte-order mark first lets spreadsheet programs
 * read accents and Arabic correctly.
 */
export function csvStream(header: string[], batches: AsyncIterable<CsvValue[][]>): Readable {
  async function* lines() {
    yield `\uFEFF${csvRow(header)}`;
    for await (const rows of batches) {
      if (rows.length > 0) yield rows.map(csvRow).join('');
    }
  }
  return Readable.from(lines());
}

/** One batch of a keyset scan: its rows and the key to continue after (null: the scan is over). */
export interface KeysetBatch<T> {
  rows: T[];
  last: number | null;
}

/**
 * Pages through a table by key (keyset, not OFFSET): `fetch` gets the key to continue after (null
 * at first) and returns up to `size` rows with the key where the next batch starts. A batch may
 * hold fewer rows than it scanned (rows filtered out), so the end is `last === null`, not a
 * short batch.
 */
export async function* keysetBatches<T>(
  fetch: (after: number | null, size: number) => Promise<KeysetBatch<T>>,
  size = 500,
): AsyncGenerator<T[]> {
  let after: number | null = null;
  for (;;) {
    const batch: KeysetBatch<T> = await fetch(after, size);
    if (batch.rows.length > 0) yield batch.rows;
    if (batch.last === null) return;
    after = batch.last;
  }
}

/** A batch read in key order: the last row's key continues it, unless the batch was short. */
export function byLastRow<T>(rows: T[], size: number, keyOf: (row: T) => number): KeysetBatch<T> {
  return { rows, last: rows.length < size ? null : keyOf(rows[rows.length - 1]!) };
}
