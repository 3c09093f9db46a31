import { parse } from 'csv-parse/sync';
import { CSV_SECTION_MARKER } from '@resona/contract';

/**
 * Reads CSV back as RFC 4180 defines it, for the tests, with csv-parse: a reader of our own
 * output that shares no code with the writer. A byte-order mark at the start is dropped; records
 * may differ in length (the sections of the my-data export do).
 */
export function parseCsv(text: string): string[][] {
  if (text.replace(/^\uFEFF/, '') !== '' && !text.endsWith('\r\n')) {
    throw new Error('the last record has no CRLF');
  }
  return parse(text, { bom: true, record_delimiter: '\r\n', relax_column_count: true });
}

export interface CsvSection {
  header: string[];
  rows: Record<string, string>[];
}

/** The export's sections by table name: marker record, header record, rows, empty record. */
export function csvSections(text: string): Map<string, CsvSection> {
  const records = parseCsv(text);
  const sections = new Map<string, CsvSection>();
  for (let i = 0; i < records.length;) {
    const [marker, name] = records[i]!;
    if (marker !== CSV_SECTION_MARKER || !name) throw new Error(`record ${i} opens no section`);
    if (sections.has(name)) throw new Error(`section ${name} appears twice`);
    const header = records[i + 1]!;
    const rows: Record<string, string>[] = [];
    i += 2;
    while (i < records.length && !(records[i]!.length === 1 && records[i]![0] === '')) {
      const values = records[i]!;
      if (values.length !== header.length)
        throw new Error(`${name}: row of ${values.length} fields`);
      rows.push(Object.fromEntries(header.map((h, k) => [h, values[k]!])));
      i++;
    }
    i++; // the empty record that closes the section
    sections.set(name, { header, rows });
  }
  return sections;
}
