import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API } from '@resona/contract';
import type { Database } from '../../../db/client.ts';
import { createTestApp } from '../../../test/app.ts';
import { GOOD_PASSWORD } from '../../../test/factories.ts';
import { csvSections } from '../../../test/read-csv.ts';
import { seedEveryTable } from './user-data-factory.ts';
import { userTables } from './user-tables.ts';

/**
 * A person's data leaves with them: complete when exported, gone when deleted. The tables are
 * found in the DATABASE's own catalogue (pg_constraint), independently of the Drizzle metadata
 * the export walks, so a table added by any migration is checked here without being listed.
 */

const { app, db, clock } = await createTestApp();

interface ForeignKey {
  child: string;
  childColumn: string;
  parent: string;
  parentColumn: string;
  columns: number;
  onDelete: string;
  /** Some index starts with the key's column, so deleting a parent row finds its children fast. */
  indexed: boolean;
}

async function rows<T>(query: ReturnType<typeof sql>) {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function foreignKeys(): Promise<ForeignKey[]> {
  return rows<ForeignKey>(sql`
    SELECT c.conrelid::regclass::text AS child, a.attname AS "childColumn",
           c.confrelid::regclass::text AS parent, af.attname AS "parentColumn",
           cardinality(c.conkey) AS columns, c.confdeltype AS "onDelete",
           EXISTS (SELECT 1 FROM pg_index i
                   WHERE i.indrelid = c.conrelid AND i.indkey[0] = c.conkey[1]) AS indexed
    FROM pg_constraint c
    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
    JOIN pg_attribute af ON af.attrelid = c.confrelid AND af.attnum = c.confkey[1]
    WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace`);
}

/** Every table whose rows point at the user, directly or through another such table. */
function userGraph(keys: ForeignKey[]) {
  const owned = new Map<string, ForeignKey[]>([['users', []]]);
  for (let grew = true; grew;) {
    grew = false;
    for (const key of keys) {
      if (key.child === 'users' || !owned.has(key.parent)) continue;
      const edges = owned.get(key.child) ?? [];
      if (edges.includes(key)) continue;
      edges.push(key);
      owned.set(key.child, edges);
      grew = true;
    }
  }
  return owned;
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** SQL condition: the rows of `table` that belong to user `id` (numbers only, test code). */
function ownedSql(
  graph: Map<string, ForeignKey[]>,
  table: string,
  id: number,
  path = new Set<string>(),
): string {
  if (table === 'users') return `id = ${id}`;
  const onPath = new Set(path).add(table);
  // A row that names a user belongs to that user; parents decide only for rows that name none.
  const edges = graph.get(table)!;
  const direct = edges.filter((edge) => edge.parent === 'users');
  const conditions = (direct.length > 0 ? direct : edges).flatMap((edge) => {
    if (edge.parent === 'users') return [`${ident(edge.childColumn)} = ${id}`];
    if (onPath.has(edge.parent)) return [];
    return [
      `${ident(edge.childColumn)} IN (SELECT ${ident(edge.parentColumn)} FROM ${ident(edge.parent)} WHERE ${ownedSql(graph, edge.parent, id, onPath)})`,
    ];
  });
  return conditions.join(' OR ');
}

async function count(table: string, where: string) {
  const [row] = await rows<{ n: number }>(
    sql.raw(`SELECT count(*)::int AS n FROM ${ident(table)} WHERE ${where}`),
  );
  return row!.n;
}

/** Address-keyed rows (decision 018): the outbox and study answers given signed out. */
const BY_EMAIL: Record<string, string> = { outbox: 'recipient', study_survey_responses: 'email' };
const emailSql = (table: string, email: string) =>
  BY_EMAIL[table] ? ` OR lower(${ident(BY_EMAIL[table])}) = '${email.replaceAll("'", "''")}'` : '';

async function download(auth: Record<string, string>) {
  const res = await app.inject({ method: 'POST', url: API.userDetailsDownload, headers: auth });
  expect(res.statusCode).toBe(200);
  return csvSections(res.body);
}

const graph = userGraph(await foreignKeys());
const tables = [...graph.keys()];

async function seedTwo(database: Database) {
  const mine = await seedEveryTable(database, clock.now(), tables);
  const theirs = await seedEveryTable(database, clock.now(), tables);
  return { mine, theirs };
}

describe('the tables of a user, from the database catalogue', () => {
  it('are the ones the export walks (from the Drizzle schema)', () => {
    expect(
      userTables()
        .map((t) => t.name)
        .sort(),
    ).toEqual([...tables].sort());
  });

  it('use single-column keys only, and the user can be deleted through each of them', async () => {
    for (const [, edges] of graph) {
      for (const edge of edges) {
        expect(edge.columns, `${edge.child}.${edge.childColumn}`).toBe(1);
        // a = no action, r = restrict: either would stop an account from being erased.
        expect(['c', 'n'], `${edge.child}.${edge.childColumn} ON DELETE`).toContain(edge.onDelete);
      }
    }
  });

  it('are reached through indexed keys, so erasing a long history stays fast', () => {
    // Each deleted parent row makes PostgreSQL find its children; without an index that is a
    // scan of the whole child table per row (20,000 plays took 19 s to erase instead of 1 s).
    const slow = [...graph.values()]
      .flat()
      .filter((edge) => !edge.indexed)
      .map((edge) => `${edge.child}.${edge.childColumn}`);
    expect(slow).toEqual([]);
  });

  it('each hold a row of the seeded user (the factory knows every table)', async () => {
    const { mine } = await seedTwo(db);
    for (const table of tables) {
      expect(await count(table, ownedSql(graph, table, mine.user.id)), table).toBeGreaterThan(0);
    }
  });
});

describe('the export', () => {
  it('has a section for every table of the user, with exactly the user’s rows', async () => {
    const { mine, theirs } = await seedTwo(db);
    const sections = await download(mine.auth);
    for (const table of [...tables, ...Object.keys(BY_EMAIL)]) {
      const section = sections.get(table);
      expect(section, `section ${table}`).toBeDefined();
      const where =
        (table in Object.fromEntries(graph) ? ownedSql(graph, table, mine.user.id) : 'false') +
        emailSql(table, mine.user.email);
      expect(section!.rows.length, `rows of ${table}`).toBe(await count(table, where));
      expect(section!.rows.length, `rows of ${table}`).toBeGreaterThan(0);
      if (section!.header.includes('id')) {
        const [{ ids }] = (await rows<{ ids: number[] | null }>(
          sql.raw(`SELECT array_agg(id ORDER BY id) AS ids FROM ${ident(table)} WHERE ${where}`),
        )) as [{ ids: number[] | null }];
        expect(
          section!.rows.map((r) => Number(r.id)).sort((a, b) => a - b),
          table,
        ).toEqual((ids ?? []).map(Number));
      }
    }
    // Nothing of the other user.
    const text = JSON.stringify([...sections.values()]);
    expect(text).not.toContain(theirs.user.email);
  });

  it('leaves credentials out and defuses formulas', async () => {
    const { mine } = await seedTwo(db);
    const sections = await download(mine.auth);
    const headers = [...sections.values()].flatMap((s) => s.header);
    for (const secret of [
      'password_hash',
      'token_hash',
      'p256dh',
      'auth',
      'endpoint',
      'firebase_token',
    ]) {
      expect(headers).not.toContain(secret);
    }
    const feedback = sections.get('exercise_feedback')!.rows.map((r) => r.description);
    expect(feedback).toContain('\'=HYPERLINK("x","y")\nsecond line');
    expect(sections.get('users')!.rows).toEqual([
      expect.objectContaining({ email: mine.user.email }),
    ]);
  });
});

describe('deleting the account', () => {
  it('leaves zero rows anywhere that refer to the user, and every row of another user', async () => {
    const { mine, theirs } = await seedTwo(db);
    // The keys of each of the user's rows, taken before they go: afterwards nothing may point
    // at any of them, whichever path (cascade or an explicit delete) removed it.
    const keysOf = new Map<string, unknown[]>();
    for (const [, edges] of graph) {
      for (const edge of edges) {
        const parentWhere = ownedSql(graph, edge.parent, mine.user.id);
        const found = await rows<{ k: unknown }>(
          sql.raw(
            `SELECT ${ident(edge.parentColumn)} AS k FROM ${ident(edge.parent)} WHERE ${parentWhere}`,
          ),
        );
        keysOf.set(
          `${edge.parent}.${edge.parentColumn}`,
          found.map((r) => r.k),
        );
      }
    }
    const theirCounts = new Map<string, number>();
    for (const table of tables)
      theirCounts.set(table, await count(table, ownedSql(graph, table, theirs.user.id)));

    const res = await app.inject({
      method: 'POST',
      url: API.deleteAccount,
      headers: mine.auth,
      payload: { password: GOOD_PASSWORD },
    });
    expect(res.statusCode).toBe(200);

    for (const [, edges] of graph) {
      for (const edge of edges) {
        const keys = keysOf.get(`${edge.parent}.${edge.parentColumn}`)!;
        if (keys.length === 0) continue;
        const list = keys
          .map((k) => (typeof k === 'number' ? String(k) : `'${String(k)}'`))
          .join(',');
        expect(
          await count(edge.child, `${ident(edge.childColumn)} IN (${list})`),
          `${edge.child}.${edge.childColumn}`,
        ).toBe(0);
      }
    }
    expect(await count('users', `id = ${mine.user.id}`)).toBe(0);
    for (const table of Object.keys(BY_EMAIL)) {
      expect(await count(table, `false${emailSql(table, mine.user.email)}`), table).toBe(0);
    }
    for (const table of tables) {
      expect(await count(table, ownedSql(graph, table, theirs.user.id)), `their ${table}`).toBe(
        theirCounts.get(table),
      );
    }
  });
});
