/**
 * A recording file: RR intervals in milliseconds. Either plain text, one interval a line (lines
 * that are not a number are ignored: headers, notes, blank lines), or a table with a column named
 * `rr`, `RR` or `RR (ms)` separated by commas, semicolons or tabs — what Polar, Elite HRV and
 * Kubios export. Quoted cells ("…", with "" for a quote) are read as CSV (RFC 4180) reads them.
 */

const RR_COLUMN = /^rr(\s*\(ms\))?$/i;
/** RR intervals outside this range are not heart beats in any unit we read. */
const PLAUSIBLE_MS = { min: 200, max: 3000 };

export type RecordingResult = { ok: true; rrMs: number[] } | { ok: false; reason: 'no-intervals' };

function splitCells(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === separator) {
      cells.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  cells.push(cell.trim());
  return cells;
}

/** A number as written in a cell: "812", "812.5" or "812,5" (a decimal comma). */
function numberOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^[+]?\d+([.,]\d+)?$/.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}

function keepPlausible(values: Array<number | null>): number[] {
  return values.filter(
    (v): v is number => v !== null && v >= PLAUSIBLE_MS.min && v <= PLAUSIBLE_MS.max,
  );
}

/** The header line and separator of a table with an RR column, if the text is one. */
function findTable(lines: string[]): { row: number; column: number; separator: string } | null {
  for (let row = 0; row < Math.min(lines.length, 20); row++) {
    for (const separator of [',', ';', '\t']) {
      const line = lines[row]!;
      if (!line.includes(separator)) continue;
      const column = splitCells(line, separator).findIndex((cell) => RR_COLUMN.test(cell));
      if (column !== -1) return { row, column, separator };
    }
  }
  return null;
}

export function parseRecording(text: string): RecordingResult {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const table = findTable(lines);
  const values = table
    ? lines
        .slice(table.row + 1)
        .map((line) => numberOf(splitCells(line, table.separator)[table.column] ?? ''))
    : lines.map(numberOf);
  const rrMs = keepPlausible(values);
  return rrMs.length > 0 ? { ok: true, rrMs } : { ok: false, reason: 'no-intervals' };
}
