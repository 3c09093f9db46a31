import { CSV_SECTION_MARKER } from '@resona/contract';

/**
 * Reads CSV back the way RFC 4180 defines it (quoted fields, doubled quotes, CRLF), for the
 * tests: a reader of our own output that does not share code with the writer.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || record.length > 0) throw new Error('the last record has no CRLF');
  return records;
}

export interface CsvSection {
  header: string[];
  rows: Record<string, string>[];
}

/** The export's sections by table name: marker record, header record, rows, empty record. */
export function csvSections(text: string): Map<string, CsvSection> {
  const records = parseCsv(text.replace(/^\uFEFF/, ''));
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
