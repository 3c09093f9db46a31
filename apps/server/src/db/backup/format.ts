/**
 * A Resona backup: gzip of lines. The first names the format and the migration level of the
 * database it was taken from; then DATA_DIR's kept files (lib/data-dir-secret.ts: the study's
 * pseudonym key, the push key …), a line each; then, per table, a line naming it and its columns followed by one
 * line per row — the row as PostgreSQL's own JSON, written and loaded back as text, so no value
 * passes through JavaScript's numbers; last, a line with the number of rows, without which a
 * file is known to be cut short.
 */
export const FORMAT = 'resona-backup';
export const VERSION = 1;

export interface BackupHeader {
  format: typeof FORMAT;
  version: number;
  /** How many of Resona's migrations the database had. */
  migrations: number;
  createdAt: string;
}

export interface FileLine {
  file: string;
  /** The file's bytes, base64. */
  content: string;
}

export interface TableLine {
  table: string;
  columns: string[];
}

export interface EndLine {
  end: true;
  rows: number;
}

/** Lines other than rows start with this, which no JSON object does. */
export const MARK = '#';
