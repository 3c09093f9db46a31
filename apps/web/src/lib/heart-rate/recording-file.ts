/**
 * A recording file: RR intervals in milliseconds. Either plain text, one interval a line (lines
 * that are not a number are ignored: headers, notes, blank lines), or a table with a column named
 * `rr`, `RR`, `RR (ms)` or `rr_ms` separated by commas, semicolons or tabs — what Polar, Elite HRV
 * and Kubios export, and what Resona's own assessment downloads (`recordingFileText`), whose
 * `beat_ms` column also says when each beat fell after the protocol's first inhale, and whose
 * first line, when the assessment asked for breaths beyond its plan (decision 119), says how many
 * at each pace: `# added_breaths 0 1 0 0 0`. Without it the blocks after would be misplaced. A
 * camera's recording may add `# estimated_beats 12 40`: the rows whose beat a stall hid, which
 * RMSSD leaves out (decision 123).
 */

const RR_COLUMN = /^rr(\s*\(ms\)|_ms)?$/i;
const BEAT_COLUMN = /^beat_ms$/i;
const ADDED_BREATHS = /^#\s*added_breaths((?:\s+\d+)+)\s*$/;
/** The intervals (0-based rows) that end at a beat a stall hid from the camera (decision 123). */
const ESTIMATED_BEATS = /^#\s*estimated_beats((?:\s+\d+)+)\s*$/;
/** RR intervals outside this range are not heart beats in any unit we read. */
const PLAUSIBLE_MS = { min: 200, max: 3000 };

export type RecordingResult =
  | {
      ok: true;
      rrMs: number[];
      firstBeatMs?: number;
      addedBreaths?: number[];
      estimatedBeats?: number[];
    }
  | { ok: false; reason: 'no-intervals' };

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

function plausible(value: number | null): value is number {
  return value !== null && value >= PLAUSIBLE_MS.min && value <= PLAUSIBLE_MS.max;
}

/**
 * An interval too long for a beat that the file's own beat times span: a gap the recording kept
 * (a poor camera signal, a strap reconnecting: decision 103). Left out, every later beat would
 * move earlier against the pacer, and a quick check with one came back too short to analyse.
 */
function spansGap(
  row: { rr: number | null; beat: number | null },
  previous: { beat: number | null } | undefined,
): boolean {
  const { rr, beat } = row;
  if (rr === null || beat === null || previous?.beat == null) return false;
  return rr > PLAUSIBLE_MS.max && Math.abs(beat - previous.beat - rr) <= 1;
}

/** The header line and separator of a table with an RR column, if the text is one. */
interface Table {
  row: number;
  column: number;
  /** The column of when each beat fell, where the file has one. */
  beatColumn: number;
  separator: string;
}

function findTable(lines: string[]): Table | null {
  for (let row = 0; row < Math.min(lines.length, 20); row++) {
    for (const separator of [',', ';', '\t']) {
      const line = lines[row]!;
      if (!line.includes(separator)) continue;
      const cells = splitCells(line, separator);
      const column = cells.findIndex((cell) => RR_COLUMN.test(cell));
      if (column !== -1) {
        const beatColumn = cells.findIndex((cell) => BEAT_COLUMN.test(cell));
        return { row, column, beatColumn, separator };
      }
    }
  }
  return null;
}

export function parseRecording(text: string): RecordingResult {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const table = findTable(lines);
  const rows = table
    ? lines.slice(table.row + 1).map((line) => {
        const cells = splitCells(line, table.separator);
        return {
          rr: numberOf(cells[table.column] ?? ''),
          beat: numberOf(cells[table.beatColumn] ?? ''),
        };
      })
    : lines.map((line) => ({ rr: numberOf(line), beat: null }));
  // Each kept row's place among the kept, so the rows a note names still name the same beats.
  const place = new Map<number, number>();
  const kept = rows.filter((row, i) => {
    const keep = plausible(row.rr) || spansGap(row, rows[i - 1]);
    if (keep) place.set(i, place.size);
    return keep;
  });
  if (kept.length === 0) return { ok: false, reason: 'no-intervals' };
  const rrMs = kept.map((row) => row.rr!);
  const firstBeatMs = kept[0]!.beat;
  const added = lines.map((line) => ADDED_BREATHS.exec(line.trim())).find(Boolean);
  const estimated = lines.map((line) => ESTIMATED_BEATS.exec(line.trim())).find(Boolean);
  return {
    ok: true,
    rrMs,
    ...(firstBeatMs === null ? {} : { firstBeatMs }),
    ...(added ? { addedBreaths: added[1]!.trim().split(/\s+/).map(Number) } : {}),
    ...(estimated
      ? {
          estimatedBeats: estimated[1]!
            .trim()
            .split(/\s+/)
            .flatMap((row) => (place.has(Number(row)) ? [place.get(Number(row))!] : [])),
        }
      : {}),
  };
}

/**
 * A recording as a file that `parseRecording` reads back to the same recording: each beat's time
 * after the protocol's first inhale and the interval it ended, in ms. Other tools read its `rr_ms`
 * column as Resona reads theirs.
 */
export function recordingFileText(recording: {
  rrMs: readonly number[];
  firstBeatMs?: number;
  addedBreaths?: readonly number[];
  estimatedBeats?: readonly number[];
}) {
  let beat = (recording.firstBeatMs ?? recording.rrMs[0] ?? 0) - (recording.rrMs[0] ?? 0);
  const rows = recording.rrMs.map((rr) => {
    beat += rr;
    return `${round(beat)},${round(rr)}`;
  });
  const added = recording.addedBreaths ?? [];
  // Only when breaths were added: a file of a run as planned stays what other tools read.
  const note = added.some(Boolean) ? [`# added_breaths ${added.join(' ')}`] : [];
  const estimated = recording.estimatedBeats ?? [];
  if (estimated.length) note.push(`# estimated_beats ${estimated.join(' ')}`);
  return [...note, 'beat_ms,rr_ms', ...rows, ''].join('\n');
}

/** Tenths of a millisecond at most: the demo's and the camera's precision. */
function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}
