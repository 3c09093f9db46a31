import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import type { DatabaseHandle } from '../client.ts';
import { migrate, migrationCount } from '../migrate.ts';
import { join } from 'node:path';
import { KEPT_FILES } from '../../lib/data-dir-secret.ts';
import { replaceFile } from '../../lib/durable-file.ts';
import {
  FORMAT,
  MARK,
  VERSION,
  type BackupHeader,
  type EndLine,
  type FileLine,
  type TableLine,
} from './format.ts';
import { ident, listTables, type Queryable, type TableInfo } from './tables.ts';

/** Rows inserted by one statement (and at most about this many bytes of them). */
const BATCH_ROWS = 500;
const BATCH_BYTES = 4 * 1024 * 1024;

export class BackupError extends Error {}

export interface RestoreSummary {
  tables: number;
  rows: number;
  files: number;
  createdAt: string;
}

function lines(file: string) {
  const input = createReadStream(file).pipe(createGunzip());
  return createInterface({ input, crlfDelay: Infinity })[Symbol.asyncIterator]();
}

function parseMark<T>(line: string | undefined, what: string): T {
  if (line === undefined || !line.startsWith(MARK))
    throw new BackupError(`not a Resona backup (${what})`);
  try {
    return JSON.parse(line.slice(MARK.length)) as T;
  } catch {
    throw new BackupError(`not a Resona backup (${what})`);
  }
}

/** Whether the database already holds people: a restore never writes over them. */
export async function holdsPeople(db: Queryable) {
  const { rows: tables } = await db.query<{ users: string | null }>(
    `SELECT to_regclass('public.users')::text AS users`,
  );
  if (tables[0]!.users === null) return false;
  const { rows } = await db.query<{ people: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM public.users) AS people',
  );
  return rows[0]!.people;
}

async function insertBatch(db: Queryable, table: TableInfo, rows: string[]) {
  const columns = table.columns.map(ident).join(', ');
  const overriding = table.alwaysIdentity ? 'OVERRIDING SYSTEM VALUE' : '';
  await db.query(
    `INSERT INTO ${ident(table.name)} (${columns}) ${overriding}
     SELECT ${columns} FROM json_populate_recordset(NULL::${ident(table.name)}, $1::json)`,
    [`[${rows.join(',')}]`],
  );
}

/**
 * What the migrations themselves inserted gives way to the rows of the backup: deleted, children
 * first (the audit trail, append-only, is never among them: nobody has acted yet).
 */
async function clearMigrationRows(db: Queryable, tables: TableInfo[]) {
  for (const table of [...tables].reverse()) {
    const { rows } = await db.query<{ any: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM ${ident(table.name)}) AS any`,
    );
    if (rows[0]!.any) await db.query(`DELETE FROM ${ident(table.name)}`);
  }
}

/** Each sequence (serial, identity) set past the largest value restored, as it stood. */
async function advanceSequences(db: Queryable, tables: TableInfo[]) {
  for (const table of tables) {
    for (const column of table.sequenced) {
      await db.query(
        `SELECT setval(pg_get_serial_sequence($1, $2),
                       coalesce((SELECT max(${ident(column)}) FROM ${ident(table.name)}), 0) + 1,
                       false)`,
        [ident(table.name), column],
      );
    }
  }
}

/**
 * Loads a backup into a database that holds nobody yet (a fresh DATA_DIR, an empty PostgreSQL
 * database): migrated to the backup's level, its rows loaded in one transaction — all or
 * nothing, a file cut short loads nothing — then migrated on to this version's level.
 */
export async function restoreBackup(
  handle: DatabaseHandle,
  dataDir: string,
  file: string,
): Promise<RestoreSummary> {
  const reader = lines(file);
  const next = async () => {
    try {
      const { value, done } = await reader.next();
      return done ? undefined : (value as string);
    } catch (error) {
      // gzip's own check: a file cut short or changed.
      throw new BackupError(
        `the backup cannot be read (${(error as Error).message}): nothing was restored`,
      );
    }
  };
  try {
    const header = parseMark<BackupHeader>(await next(), 'no header');
    if (header.format !== FORMAT || header.version !== VERSION) {
      throw new BackupError(
        `not a Resona backup of a version this one reads (${header.format} ${header.version})`,
      );
    }
    if (header.migrations > migrationCount()) {
      throw new BackupError(
        'the backup was made by a newer version of Resona: restore it with that version or a later one',
      );
    }
    if (await holdsPeople(handle.pool)) {
      throw new BackupError(
        'the database already holds accounts: restore into a fresh DATA_DIR or an empty database',
      );
    }
    await migrate(handle, { upTo: header.migrations });
    const client = await handle.pool.connect();
    let summary: RestoreSummary;
    try {
      await client.query('BEGIN');
      try {
        summary = await loadRows(client, next, header, dataDir);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      }
    } finally {
      client.release();
    }
    await migrate(handle);
    return summary;
  } finally {
    await reader.return?.();
  }
}

async function loadRows(
  db: Queryable,
  next: () => Promise<string | undefined>,
  header: BackupHeader,
  dataDir: string,
): Promise<RestoreSummary> {
  const tables = await listTables(db);
  const byName = new Map(tables.map((t) => [t.name, t]));
  await clearMigrationRows(db, tables);
  let table: TableInfo | undefined;
  let batch: string[] = [];
  let bytes = 0;
  let rows = 0;
  let restoredTables = 0;
  const files: FileLine[] = [];
  const flush = async () => {
    if (table && batch.length > 0) await insertBatch(db, table, batch);
    batch = [];
    bytes = 0;
  };
  for (let line = await next(); ; line = await next()) {
    if (line === undefined) throw new BackupError('the backup is cut short: nothing was restored');
    if (!line.startsWith(MARK)) {
      if (!table) throw new BackupError('not a Resona backup (a row before its table)');
      batch.push(line);
      bytes += line.length;
      rows++;
      if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) await flush();
      continue;
    }
    await flush();
    const mark = parseMark<TableLine | FileLine | EndLine>(line, 'an unreadable line');
    if ('end' in mark) {
      if (mark.rows !== rows) throw new BackupError('the backup is damaged: nothing was restored');
      break;
    }
    if ('file' in mark) {
      if (!KEPT_FILES.includes(mark.file)) {
        throw new BackupError(`not a Resona backup (a file it never keeps: ${mark.file})`);
      }
      files.push(mark);
      continue;
    }
    const known = byName.get(mark.table);
    if (!known)
      throw new BackupError(`the backup holds a table this database lacks: ${mark.table}`);
    // The columns as the backup names them, at its level, in its order.
    table = { ...known, columns: mark.columns };
    restoredTables++;
  }
  await advanceSequences(db, tables);
  // The keys go in only once every row has been read, still inside the transaction: a backup cut
  // short changes nothing at all.
  for (const kept of files) {
    replaceFile(join(dataDir, kept.file), Buffer.from(kept.content, 'base64').toString('utf8'));
  }
  return { tables: restoredTables, rows, files: files.length, createdAt: header.createdAt };
}
