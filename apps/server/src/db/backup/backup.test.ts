import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API } from '@resona/contract';
import { DATA_DIR_FILES, loadOrCreateDataDirSecret } from '../../lib/data-dir-secret.ts';
import { runCli, tempDataDir } from '../../test/cli.ts';
import { createScratchPostgres, createTestDatabase } from '../../test/database.ts';
import { buildUser } from '../../test/factories.ts';
import { freePort, killServers, spawnServer, untilReady } from '../../test/server-process.ts';
import { openEmbedded, openPostgres, type DatabaseHandle } from '../client.ts';
import { designId } from '../seed/content/exercises.ts';

/**
 * `npm run backup` while the real server serves writers, and `npm run restore` into a fresh
 * DATA_DIR: every row acknowledged before the backup began is in the restored database, with
 * DATA_DIR's keys (decision 097). On a PostgreSQL server the same, through DATABASE_URL.
 */
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  killServers();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function tempFile(name: string) {
  const dir = mkdtempSync(join(tmpdir(), 'resona-backup-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return join(dir, name);
}

async function signIn(base: string, dataDir: string) {
  const demo = JSON.parse(readFileSync(join(dataDir, 'demo-account.json'), 'utf8')) as {
    email: string;
    password: string;
  };
  const reply = await fetch(`${base}${API.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demo),
  });
  expect(reply.status).toBe(200);
  return ((await reply.json()) as { data: { user_details: { auth_token: string } } }).data
    .user_details.auth_token;
}

async function feedbackIds(handle: DatabaseHandle) {
  const { rows } = await handle.pool.query<{ id: number }>('SELECT id FROM exercise_feedback');
  return new Set(rows.map((r) => r.id));
}

async function tableCounts(handle: DatabaseHandle) {
  const { rows } = await handle.pool.query<{ name: string }>(
    `SELECT relname AS name FROM pg_class
     WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' ORDER BY relname`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of rows) {
    const result = await handle.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${name}"`,
    );
    counts[name] = result.rows[0]!.n;
  }
  return counts;
}

describe('npm run backup and npm run restore', { timeout: 180_000 }, () => {
  it('backs up the embedded database under writers; a fresh DATA_DIR restored holds every row acknowledged before', async () => {
    const dataDir = tempDataDir();
    const port = await freePort();
    const server = spawnServer({ DATA_DIR: dataDir, PORT: String(port), BOT_CHECK: 'off' });
    await untilReady(server);
    const base = `http://127.0.0.1:${port}`;
    const token = await signIn(base, dataDir);
    const pseudonymKey = loadOrCreateDataDirSecret(dataDir, DATA_DIR_FILES.pseudonymKey);
    // The sign-in made the key its device token is signed with (issue 32).
    const deviceKey = readFileSync(join(dataDir, DATA_DIR_FILES.deviceTokenKey), 'utf8');

    // A writer goes on through the whole backup; each acknowledged row is noted with when it
    // was. At most 80 writes, a few a second: the server allows 100 a minute from one address.
    const acknowledged: { id: number; at: number }[] = [];
    let writing = true;
    async function writer() {
      for (let i = 0; writing && i < 80; i++) {
        const reply = await fetch(`${base}${API.addExerciseFeedback}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            exercise_id: designId(1 + (i % 3), 1, 2, 1),
            description: `Note ${i}`,
          }),
        });
        expect(reply.status).toBe(200);
        const body = (await reply.json()) as {
          data: { feedback: { exerciseFeedbackID: number } };
        };
        acknowledged.push({ id: body.data.feedback.exerciseFeedbackID, at: performance.now() });
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    }
    const writing$ = writer();
    while (acknowledged.length < 15) await new Promise((resolve) => setTimeout(resolve, 20));

    const file = tempFile('resona.backup.gz');
    const began = performance.now();
    const backup = await runCli('backup', dataDir, [file]);
    const during = acknowledged.filter((a) => a.at > began).length;
    writing = false;
    await writing$;
    expect(backup).toMatchObject({ status: 0, stderr: '' });
    expect(backup.stdout).toMatch(/^Backed up \d+ rows of \d+ tables and 2 keys of DATA_DIR to /);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // The server served writers while the backup ran.
    expect(during).toBeGreaterThan(0);

    const fresh = tempDataDir();
    const restore = await runCli('restore', fresh, [file]);
    expect(restore).toMatchObject({ status: 0, stderr: '' });
    expect(restore.stdout).toMatch(/^Restored \d+ rows of \d+ tables and 2 keys of DATA_DIR/);
    expect(readFileSync(join(fresh, DATA_DIR_FILES.pseudonymKey), 'utf8')).toBe(pseudonymKey);
    expect(readFileSync(join(fresh, DATA_DIR_FILES.deviceTokenKey), 'utf8')).toBe(deviceKey);

    // Never over a database that holds people, nor under a running server.
    expect(await runCli('restore', fresh, [file])).toMatchObject({
      status: 1,
      stderr:
        'resona restore: the database already holds accounts: restore into a fresh DATA_DIR or an empty database\n',
    });
    const underServer = await runCli('restore', dataDir, [file]);
    expect(underServer.status).toBe(1);
    expect(underServer.stderr).toMatch(/in use by another Resona server .*: stop it first\n$/);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const restored = await openEmbedded(fresh, 1);
    try {
      const ids = await feedbackIds(restored);
      const before = acknowledged.filter((a) => a.at < began);
      expect(before.length).toBeGreaterThanOrEqual(15);
      for (const { id } of before) expect(ids.has(id), `feedback ${id}`).toBe(true);
      // A new row continues past every restored one.
      const { rows } = await restored.pool.query<{ id: number }>(
        `INSERT INTO exercise_feedback (user_id, exercise_id, description)
         SELECT user_id, exercise_id, 'after the restore' FROM exercise_feedback LIMIT 1
         RETURNING id`,
      );
      expect(rows[0]!.id).toBeGreaterThan(Math.max(...ids));
    } finally {
      await restored.close();
    }
  });

  it('restores nothing from a file cut short, and says so', async () => {
    const source = await createTestDatabase();
    cleanups.push(() => source.close());
    await buildUser(source.db);
    const file = tempFile('whole.gz');
    const dataDir = tempDataDir();
    const backup = await runCli('backup', dataDir, [file], {
      databaseUrl: source.connection.connectionString!,
    });
    expect(backup.status).toBe(0);
    const cut = tempFile('cut.gz');
    const whole = readFileSync(file);
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.6)));

    const empty = await createScratchPostgres('resona_restore');
    cleanups.push(empty.drop);
    const refused = await runCli('restore', dataDir, [cut], { databaseUrl: empty.url });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(
      /^resona restore: the backup cannot be read .*: nothing was restored\n$/,
    );
    const target = await openPostgres(empty.url, 1);
    try {
      const { rows } = await target.pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM users',
      );
      expect(rows[0]!.n).toBe(0);
    } finally {
      await target.close();
    }
    expect(
      await runCli('restore', dataDir, [tempFile('missing.gz')], { databaseUrl: empty.url }),
    ).toMatchObject({ status: 1, stderr: expect.stringMatching(/^resona restore: no such file/) });
  });

  it('copies a PostgreSQL database table for table into an empty one', async () => {
    const source = await createTestDatabase();
    cleanups.push(() => source.close());
    for (let i = 0; i < 5; i++) await buildUser(source.db);
    const file = tempFile('postgres.gz');
    const dataDir = tempDataDir();
    expect(
      await runCli('backup', dataDir, [file], { databaseUrl: source.connection.connectionString! }),
    ).toMatchObject({ status: 0, stderr: '' });
    const empty = await createScratchPostgres('resona_restore');
    cleanups.push(empty.drop);
    expect(await runCli('restore', dataDir, [file], { databaseUrl: empty.url })).toMatchObject({
      status: 0,
      stderr: '',
    });
    const target = await openPostgres(empty.url, 1);
    try {
      expect(await tableCounts(target)).toEqual(await tableCounts(source));
      const users = 'SELECT id, email, password_hash, created_at FROM users ORDER BY id';
      expect((await target.pool.query(users)).rows).toEqual((await source.pool.query(users)).rows);
    } finally {
      await target.close();
    }
  });
});
