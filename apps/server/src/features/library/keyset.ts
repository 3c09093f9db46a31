import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';

/** The position of the last item of a page: its created_at (to the microsecond) and its id. */
export interface PageKey {
  at: string;
  id: number;
}

const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/**
 * created_at as text to the microsecond. A JS Date keeps only milliseconds, and a cursor that
 * lost the rest would skip rows stored within the same millisecond (rows made by defaultNow()).
 */
export const keyText = (column: AnyColumn) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * A key's time as the API shows it: ISO 8601 to the millisecond, as Date#toISOString writes it
 * (the microseconds cut off, as node-postgres does when it reads a timestamp into a Date).
 */
export const keyIso = (at: string) => `${at.slice(0, 23)}Z`;

export function encodeCursor(key: PageKey) {
  return Buffer.from(JSON.stringify([key.at, key.id])).toString('base64url');
}

const badCursor = () =>
  new AppError('VALIDATION_ERROR', 'fieldInvalid', {}, { cursor: 'fieldInvalid' });

export function decodeCursor(cursor: string | undefined): PageKey | null {
  if (cursor === undefined) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) {
      const [at, id] = value as unknown[];
      if (typeof at === 'string' && AT.test(at) && Number.isSafeInteger(id) && (id as number) > 0) {
        return { at, id: id as number };
      }
    }
  } catch {
    // Falls through: any undecodable cursor is the same 400.
  }
  throw badCursor();
}

/**
 * Rows after the key in newest-first order. Written as one row comparison so PostgreSQL reads
 * it as a range on an index of (user, created_at DESC, id DESC) and stops after the page.
 */
export function afterKey(
  createdAt: AnyColumn,
  id: AnyColumn,
  key: PageKey | null,
): SQL | undefined {
  if (!key) return undefined;
  return sql`(${createdAt}, ${id}) < (${key.at}::timestamptz, ${key.id}::integer)`;
}

/** Splits the limit+1 rows a query fetched into the page and the next page's cursor. */
export function toPage<T>(rows: T[], limit: number, keyOf: (row: T) => PageKey) {
  if (rows.length <= limit) return { page: rows, nextCursor: null };
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: last ? encodeCursor(keyOf(last)) : null };
}
