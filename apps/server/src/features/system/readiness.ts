import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** A check that takes longer than this answers "not ready": a jammed pool is not ready either. */
const TIMEOUT_MS = 2000;

// The journal beside src/ (this file is src/features/system/), or beside dist/ once bundled.
const JOURNALS = ['../../../drizzle/meta/_journal.json', '../drizzle/meta/_journal.json'].map((p) =>
  fileURLToPath(new URL(p, import.meta.url)),
);

/**
 * The migrations this build brings: drizzle-kit's journal, each entry's `when`, which drizzle's
 * migrator stores as `created_at` in drizzle.__drizzle_migrations once it has applied it.
 */
export function journalMigrations(): number[] {
  const file = JOURNALS.find((path) => existsSync(path));
  if (!file) throw new Error(`Migration journal not found (looked in ${JOURNALS.join(', ')})`);
  const journal = JSON.parse(readFileSync(file, 'utf8')) as { entries: { when: number }[] };
  return journal.entries.map((entry) => entry.when);
}

export type Readiness = { ready: true; migrations: number } | { ready: false; reason: string };

/** PostgreSQL's "no such table" and "no such schema": nothing was ever migrated. */
const NOT_MIGRATED = new Set(['42P01', '3F000']);

async function check(db: Database, expected: number[]): Promise<Readiness> {
  let applied: Set<number>;
  try {
    const result = await db.execute(sql`SELECT created_at FROM drizzle.__drizzle_migrations`);
    const rows = (result as unknown as { rows: { created_at: string | number }[] }).rows;
    applied = new Set(rows.map((row) => Number(row.created_at)));
  } catch (error) {
    // drizzle wraps the driver's error (its message quotes the query) around PostgreSQL's own.
    const { code, message } = ((error as { cause?: unknown }).cause ?? error) as {
      code?: string;
      message?: string;
    };
    if (code && NOT_MIGRATED.has(code)) return { ready: false, reason: 'no migration applied' };
    return { ready: false, reason: `database unreachable: ${message ?? String(error)}` };
  }
  const missing = expected.filter((when) => !applied.has(when)).length;
  if (missing > 0) {
    return { ready: false, reason: `${missing} of ${expected.length} migrations not applied` };
  }
  return { ready: true, migrations: expected.length };
}

/**
 * Whether this server can serve: its database answers and holds every migration of this build.
 * One check runs at a time; whoever asks meanwhile shares its answer, so probes cannot pile
 * queries on the database.
 */
export function createReadinessCheck(
  db: Database,
  { expected = journalMigrations(), timeoutMs = TIMEOUT_MS } = {},
) {
  let running: Promise<Readiness> | null = null;
  return function readiness(): Promise<Readiness> {
    running ??= new Promise<Readiness>((resolve) => {
      const timer = setTimeout(
        () => resolve({ ready: false, reason: `no answer within ${timeoutMs} ms` }),
        timeoutMs,
      );
      void check(db, expected).then((answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
    }).finally(() => (running = null));
    return running;
  };
}
