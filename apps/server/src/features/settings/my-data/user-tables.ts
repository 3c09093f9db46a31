import { eq, getTableName, inArray, is, or, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import * as schema from '../../../db/schema/index.ts';
import type { Executor } from '../../../db/client.ts';

/**
 * Which tables hold something of a user, read from the Drizzle schema itself, so a table added
 * tomorrow is exported (and checked by the completeness test) without anyone remembering to
 * list it here. A table is the user's when one of its foreign keys points at `users`, or at a
 * row of a table that is already the user's (reminders → their deliveries), to any depth.
 */

/** A foreign key from a table to a table of the user. */
export interface OwnerLink {
  column: PgColumn;
  parent: string;
  parentColumn: PgColumn;
}

export interface UserTable {
  name: string;
  table: PgTable;
  /** Empty for `users` itself (its row is found by id). */
  links: OwnerLink[];
  /** Every column of the table except credentials (below), in schema order. */
  columns: { header: string; column: PgColumn }[];
  /** A single integer primary key, when there is one: exports page on it. */
  primaryKey: PgColumn | null;
}

/**
 * Credentials are never written to a file that people e-mail around and keep in download
 * folders: password and token hashes, push keys and endpoints, provider tokens. Matched on the
 * column's database name so a new table's secrets are caught by the same rule. A study arm is
 * withheld too: the participant is blind to their arm (decision 083).
 */
const WITHHELD = /(^|_)(password|hash|token|secret|p256dh|auth|endpoint|signature|arm)(_|$)/;

export const isWithheldColumn = (header: string) => WITHHELD.test(header);

const columnHeader = (column: PgColumn) =>
  column.keyAsName ? toSnakeCase(column.name) : column.name;

function allTables(): PgTable[] {
  return (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
    is(value, PgTable),
  );
}

function describe(table: PgTable, links: OwnerLink[]): UserTable {
  const config = getTableConfig(table);
  const columns = config.columns
    .map((column) => ({ header: columnHeader(column), column }))
    .filter((c) => !isWithheldColumn(c.header));
  const primary = config.columns.filter((c) => c.primary);
  const single = primary.length === 1 && primary[0]!.dataType === 'number' ? primary[0]! : null;
  return { name: config.name, table, links, columns, primaryKey: single };
}

let cached: UserTable[] | null = null;

/** `users` first, then every table of the user in the order it was found (parents first). */
export function userTables(): UserTable[] {
  if (cached) return cached;
  const tables = allTables();
  const found = new Map<string, UserTable>();
  found.set('users', describe(schema.users, []));
  const links = new Map<string, OwnerLink[]>();
  // A fixed point: each round adds the tables that point at a table found in an earlier round.
  for (let grew = true; grew;) {
    grew = false;
    for (const table of tables) {
      const name = getTableName(table);
      if (name === 'users') continue;
      for (const fk of getTableConfig(table).foreignKeys) {
        const ref = fk.reference();
        const parent = getTableName(ref.foreignTable);
        if (!found.has(parent) || ref.columns.length !== 1) continue;
        const list = links.get(name) ?? [];
        if (list.some((l) => l.column === ref.columns[0])) continue;
        list.push({ column: ref.columns[0]!, parent, parentColumn: ref.foreignColumns[0]! });
        links.set(name, list);
        grew = true;
      }
      if (links.has(name) && !found.has(name)) found.set(name, describe(table, links.get(name)!));
    }
  }
  for (const [name, list] of links) {
    // A row that names its user is that user's, even when it also points at someone else's row
    // (and reading one key is cheaper than following every parent): parents count only for
    // tables that name no user themselves.
    const direct = list.filter((link) => link.parent === 'users');
    found.set(name, { ...found.get(name)!, links: direct.length > 0 ? direct : list });
  }
  cached = [...found.values()];
  return cached;
}

/**
 * The rows of `table` that belong to the user: any of its links points at the user or at one of
 * the user's rows of the parent table (a subquery, so nothing is loaded into memory first).
 */
export function ownedBy(
  db: Executor,
  table: UserTable,
  userId: number,
  path: ReadonlySet<string> = new Set(),
): SQL {
  if (table.links.length === 0) return eq(schema.users.id, userId);
  const onPath = new Set(path).add(table.name);
  const byName = new Map(userTables().map((t) => [t.name, t]));
  const conditions: SQL[] = [];
  for (const link of table.links) {
    if (link.parent === 'users') {
      conditions.push(eq(link.column, userId));
      continue;
    }
    const parent = byName.get(link.parent)!;
    // A link back to a table on the current path (a cycle) adds no row the path lacks.
    if (onPath.has(parent.name)) continue;
    const parentRows = db
      .select({ value: link.parentColumn })
      .from(parent.table)
      .where(ownedBy(db, parent, userId, onPath));
    conditions.push(inArray(link.column, parentRows));
  }
  // Never an empty condition: that would select every row of the table.
  return conditions.length > 0 ? or(...conditions)! : sql`false`;
}
