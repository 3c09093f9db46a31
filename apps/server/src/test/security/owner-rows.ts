import { eq, getTableColumns, is } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { users } from '../../db/schema/index.ts';

/**
 * Every (table, column) that refers to a user, read from the schema's foreign keys, so a table
 * added by any feature is covered without being named here.
 */
export function userColumns(): { name: string; table: PgTable; column: PgColumn }[] {
  const found: { name: string; table: PgTable; column: PgColumn }[] = [
    { name: 'users.id', table: users, column: getTableColumns(users).id },
  ];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    for (const foreignKey of config.foreignKeys) {
      const reference = foreignKey.reference();
      if (reference.foreignTable !== users) continue;
      for (const column of reference.columns) {
        found.push({ name: `${config.name}.${column.name}`, table: value, column });
      }
    }
  }
  return found;
}

/** Every row of every table that refers to the user, as JSON text per table. */
export async function snapshotUserRows(db: Database, userId: number) {
  const snapshot: Record<string, string> = {};
  for (const { name, table, column } of userColumns()) {
    const rows = await db.select().from(table).where(eq(column, userId));
    snapshot[name] = JSON.stringify(rows);
  }
  return snapshot;
}
