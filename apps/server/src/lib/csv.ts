import { pipeline, Readable } from 'node:stream';
import { stringify, type Options } from 'csv-stringify';

export type CsvValue = unknown;

/**
 * A text that a spreadsheet would run as a formula (first character = + - @, tab or CR) gets a
 * leading apostrophe, so an exported answer like `=HYPERLINK(...)` stays text (OWASP CSV
 * injection). Numbers are written as they are: -3 is a value, not a formula.
 */
const defuse = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/**
 * RFC 4180 through csv-stringify: CRLF after every record; a cell quoted when it holds a comma,
 * quote, CR or LF (a lone one too), quotes doubled; a UTF-8 byte-order mark first, so
 * spreadsheet programs read accents and Arabic correctly. How a value reads in a cell: empty for
 * null, flags as 1/0 like the API's, ISO 8601 dates, JSON for objects.
 */
const CSV_OPTIONS: Options = {
  bom: true,
  record_delimiter: 'windows',
  quote_record_delimiter: true,
  cast: {
    string: defuse,
    number: (value) => (Number.isFinite(value) ? String(value) : ''),
    bigint: (value) => defuse(String(value)),
    boolean: (value) => (value ? '1' : '0'),
    date: (value) => defuse(value.toISOString()),
    object: (value) => defuse(JSON.stringify(value)),
  },
};

/**
 * A CSV document as a stream of its records, written as they arrive, so a large export never
 * sits in memory whole. A failure of the source fails the returned stream (the reply), which is
 * where it is seen; the callback has nothing to add.
 */
export function csvDocument(records: AsyncIterable<CsvValue[]> | Iterable<CsvValue[]>): Readable {
  return pipeline(Readable.from(records), stringify(CSV_OPTIONS), () => {});
}

/** A CSV document of a header and then each batch of rows as it arrives. */
export function csvStream(header: string[], batches: AsyncIterable<CsvValue[][]>): Readable {
  async function* records() {
    yield header;
    for await (const rows of batches) yield* rows;
  }
  return csvDocument(records());
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
