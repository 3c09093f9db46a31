/** What a backup or a restore asks of a connection: node-postgres' client, or PGlite's. */
export interface Queryable {
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
}

export interface TableInfo {
  name: string;
  /** The columns a row is written with: generated ones are computed again on restore. */
  columns: string[];
  /** Columns whose values come from a sequence (serial, identity): set past the largest after a restore. */
  sequenced: string[];
  /** Whether any column is GENERATED ALWAYS AS IDENTITY: its rows are inserted OVERRIDING SYSTEM VALUE. */
  alwaysIdentity: boolean;
}

/**
 * Resona's tables (schema public), parents before the tables that refer to them, so rows load
 * in order with every foreign key checked as they go.
 */
export async function listTables(db: Queryable): Promise<TableInfo[]> {
  const { rows: columns } = await db.query<{
    table: string;
    column: string;
    generated: string;
    identity: string;
    sequenced: boolean;
  }>(`
    SELECT c.relname AS table, a.attname AS column, a.attgenerated AS generated,
           a.attidentity AS identity,
           pg_get_serial_sequence(c.oid::regclass::text, a.attname) IS NOT NULL AS sequenced
    FROM pg_class c
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
    WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p') AND NOT c.relispartition
    ORDER BY c.relname, a.attnum`);
  const { rows: references } = await db.query<{ child: string; parent: string }>(`
    SELECT DISTINCT c.relname AS child, p.relname AS parent
    FROM pg_constraint f
    JOIN pg_class c ON c.oid = f.conrelid
    JOIN pg_class p ON p.oid = f.confrelid
    WHERE f.contype = 'f' AND f.connamespace = 'public'::regnamespace AND f.conrelid <> f.confrelid`);

  const tables = new Map<string, TableInfo>();
  for (const c of columns) {
    let table = tables.get(c.table);
    if (!table) {
      table = { name: c.table, columns: [], sequenced: [], alwaysIdentity: false };
      tables.set(c.table, table);
    }
    if (c.generated !== '') continue;
    table.columns.push(c.column);
    if (c.sequenced) table.sequenced.push(c.column);
    if (c.identity === 'a') table.alwaysIdentity = true;
  }
  return inDependencyOrder([...tables.values()], references);
}

function inDependencyOrder(
  tables: TableInfo[],
  references: { child: string; parent: string }[],
): TableInfo[] {
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  let remaining = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  while (remaining.length > 0) {
    const ready = remaining.filter((t) =>
      references.every((r) => r.child !== t.name || placed.has(r.parent)),
    );
    if (ready.length === 0) {
      throw new Error(`tables refer to each other in a circle: ${remaining.map((t) => t.name)}`);
    }
    for (const t of ready) {
      ordered.push(t);
      placed.add(t.name);
    }
    remaining = remaining.filter((t) => !placed.has(t.name));
  }
  return ordered;
}

/** A name quoted for SQL. */
export function ident(name: string) {
  return `"${name.replaceAll('"', '""')}"`;
}
