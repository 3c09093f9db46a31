import { createWriteStream, renameSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { once } from 'node:events';
import { createGzip } from 'node:zlib';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { KEPT_FILES } from '../../lib/data-dir-secret.ts';
import { fsyncPath } from '../../lib/durable-file.ts';
import {
  FORMAT,
  MARK,
  VERSION,
  type BackupHeader,
  type EndLine,
  type FileLine,
  type TableLine,
} from './format.ts';
import { ident, listTables, type Queryable } from './tables.ts';

/** Rows fetched from the database at a time. */
const BATCH = 1000;

export interface BackupSummary {
  tables: number;
  rows: number;
  migrations: number;
  files: number;
}

/** The header, every table's rows and the end line, inside the snapshot's transaction. */
async function writeSnapshot(
  db: Queryable,
  dataDir: string,
  write: (line: string) => Promise<void>,
): Promise<BackupSummary> {
  const { rows: levels } = await db.query<{ migrations: number }>(
    'SELECT count(*)::int AS migrations FROM drizzle.__drizzle_migrations',
  );
  const migrations = levels[0]!.migrations;
  const header: BackupHeader = {
    format: FORMAT,
    version: VERSION,
    migrations,
    createdAt: new Date().toISOString(),
  };
  await write(`${MARK}${JSON.stringify(header)}`);
  let files = 0;
  for (const name of KEPT_FILES) {
    const path = join(dataDir, name);
    if (!existsSync(path)) continue;
    const line: FileLine = { file: name, content: readFileSync(path).toString('base64') };
    await write(`${MARK}${JSON.stringify(line)}`);
    files++;
  }
  const tables = await listTables(db);
  let rows = 0;
  for (const table of tables) {
    const line: TableLine = { table: table.name, columns: table.columns };
    await write(`${MARK}${JSON.stringify(line)}`);
    const columns = table.columns.map(ident).join(', ');
    await db.query(
      `DECLARE backup_rows NO SCROLL CURSOR FOR
       SELECT row_to_json(r)::text AS row FROM (SELECT ${columns} FROM ONLY ${ident(table.name)}) r`,
    );
    for (;;) {
      const batch = await db.query<{ row: string }>(`FETCH ${BATCH} FROM backup_rows`);
      for (const { row } of batch.rows) await write(row);
      rows += batch.rows.length;
      if (batch.rows.length < BATCH) break;
    }
    await db.query('CLOSE backup_rows');
  }
  const end: EndLine = { end: true, rows };
  await write(`${MARK}${JSON.stringify(end)}`);
  return { tables: tables.length, rows, migrations, files };
}

/**
 * Writes every row of Resona's tables to `file`, as one consistent snapshot taken while the
 * server goes on serving (a read-only, repeatable-read transaction: it sees every commit made
 * before it began and none after, and blocks no writer). The file appears only once it is whole
 * and on disk: written beside it, synced, then renamed into place.
 */
export async function writeBackup(
  db: Queryable,
  dataDir: string,
  file: string,
): Promise<BackupSummary> {
  const target = resolve(file);
  const partial = `${target}.partial`;
  const gzip = createGzip();
  const out = createWriteStream(partial, { mode: 0o600 });
  gzip.pipe(out);
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
  };
  let summary: BackupSummary;
  try {
    await db.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      summary = await writeSnapshot(db, dataDir, write);
      await db.query('COMMIT');
    } catch (error) {
      await db.query('ROLLBACK').catch(() => {});
      throw error;
    }
    gzip.end();
    await once(out, 'close');
    fsyncPath(partial);
    renameSync(partial, target);
    fsyncPath(dirname(target));
  } catch (error) {
    gzip.destroy();
    out.destroy();
    rmSync(partial, { force: true });
    throw error;
  }
  return summary;
}
