import { and, asc, gt, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client.ts';
import { CSV_SECTION_MARKER } from '@resona/contract';
import { csvDocument } from '../../../lib/csv.ts';
import { EMAIL_KEYED, emailMatches } from './email-keyed.ts';
import { ownedBy, userTables } from './user-tables.ts';

/** Rows read per query: a long history streams out in pages instead of sitting in memory. */
const PAGE_SIZE = 2000;

export interface ExportSection {
  name: string;
  table: PgTable;
  columns: { header: string; column: PgColumn }[];
  where: SQL;
  primaryKey: PgColumn | null;
}

/**
 * Every section of a user's export: each table of the user (from the schema, `users` first),
 * widened by the rows that name their address, then the address-only tables.
 */
export function exportSections(db: Executor, user: { id: number; email: string }) {
  const sections: ExportSection[] = [];
  for (const table of userTables()) {
    const keyed = EMAIL_KEYED.find((k) => k.name === table.name);
    const owned = ownedBy(db, table, user.id);
    sections.push({
      name: table.name,
      table: table.table,
      columns: table.columns,
      where: keyed ? or(owned, emailMatches(keyed.email, user.email))! : owned,
      primaryKey: table.primaryKey,
    });
  }
  for (const keyed of EMAIL_KEYED) {
    if (sections.some((s) => s.name === keyed.name)) continue;
    sections.push({
      name: keyed.name,
      table: keyed.table,
      columns: keyed.columns,
      where: emailMatches(keyed.email, user.email),
      primaryKey: keyed.columns.find((c) => c.header === 'id')?.column ?? null,
    });
  }
  return sections;
}

/** The rows of one section, page by page on its integer key (or at once when it has none). */
async function* sectionRows(db: Executor, section: ExportSection) {
  const selection = Object.fromEntries(section.columns.map((c) => [c.header, c.column]));
  const key = section.primaryKey;
  if (!key) {
    yield* await db.select(selection).from(section.table).where(section.where);
    return;
  }
  const keyHeader = section.columns.find((c) => c.column === key)!.header;
  let after: number | null = null;
  for (;;) {
    const page: Record<string, unknown>[] = await db
      .select(selection)
      .from(section.table)
      .where(after === null ? section.where : and(section.where, gt(key, after)))
      .orderBy(asc(key))
      .limit(PAGE_SIZE);
    yield* page;
    if (page.length < PAGE_SIZE) return;
    after = page.at(-1)![keyHeader] as number;
  }
}

/**
 * The export's records, produced as they are read (docs/decisions/018): per section a
 * `table,<name>` record, the column names, one record per row and an empty record.
 */
async function* userDataRecords(db: Executor, user: { id: number; email: string }) {
  for (const section of exportSections(db, user)) {
    yield [CSV_SECTION_MARKER, section.name];
    yield section.columns.map((c) => c.header);
    for await (const row of sectionRows(db, section)) {
      yield section.columns.map((c) => row[c.header]);
    }
    yield [];
  }
}

/** The export as a CSV stream, a byte-order mark first (spreadsheets then read Arabic right). */
export function userDataCsv(db: Executor, user: { id: number; email: string }) {
  return csvDocument(userDataRecords(db, user));
}
