import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { createTestApp } from '../test/app.ts';
import { buildUser } from '../test/factories.ts';
import { startControlSocket } from '../features/notifications/control-socket.ts';
import { AdminCliError, parseAdminArgs, runAdminCommand } from './admin-role.ts';

const { app, db } = await createTestApp();
const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'resona-admin-cli-'));
  dirs.push(dir);
  return dir;
}

/** The real script, as `npm run admin` starts it, on PGlite in `dir`. */
function runCli(dir: string, args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir };
  delete env.DATABASE_URL;
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/admin.ts', ...args],
      {
        cwd: REPO,
        env,
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (status) => resolve({ status, stdout, stderr }));
  });
}

describe('npm run admin', () => {
  it('reads grant, revoke and list, and answers anything else with the usage line', () => {
    expect(parseAdminArgs(['grant', ' Ana@Example.com '])).toEqual({
      command: 'grant',
      email: 'ana@example.com',
    });
    expect(parseAdminArgs(['list'])).toEqual({ command: 'list' });
    for (const bad of [[], ['grant'], ['promote', 'a@b.co'], ['grant', 'nope'], ['list', 'x']]) {
      expect(() => parseAdminArgs(bad)).toThrow(AdminCliError);
    }
  });

  it('grants and revokes the role by e-mail, and says so when there is no such account', async () => {
    const { user } = await buildUser(db, { email: 'Researcher@Example.com' });
    expect(await runAdminCommand(db, { command: 'grant', email: 'researcher@example.com' })).toBe(
      'Researcher@Example.com is now an admin (the researcher console is at /admin)',
    );
    const role = async () => (await db.select().from(users).where(eq(users.id, user.id)))[0]!.role;
    expect(await role()).toBe('admin');
    expect(await runAdminCommand(db, { command: 'list' })).toBe('Researcher@Example.com');
    await runAdminCommand(db, { command: 'revoke', email: 'researcher@example.com' });
    expect(await role()).toBe('participant');
    await expect(
      runAdminCommand(db, { command: 'grant', email: 'ghost@example.com' }),
    ).rejects.toThrow('No account with the e-mail ghost@example.com; sign up first');
  });

  it('hands the command to a running server over its control socket', async () => {
    const dir = tempDir();
    const control = await startControlSocket(app.deps, dir);
    try {
      await buildUser(db, { email: 'socket.researcher@example.com' });
      const run = await runCli(dir, ['grant', 'socket.researcher@example.com']);
      expect(run).toMatchObject({ status: 0, stderr: '' });
      expect(run.stdout).toBe(
        'socket.researcher@example.com is now an admin (the researcher console is at /admin)\n',
      );
      const [row] = await db
        .select()
        .from(users)
        .where(eq(users.email, 'socket.researcher@example.com'));
      expect(row!.role).toBe('admin');
      expect(await runCli(dir, ['grant', 'ghost@example.com'])).toMatchObject({
        status: 1,
        stderr: 'resona admin: No account with the e-mail ghost@example.com; sign up first\n',
      });
    } finally {
      await control.close();
    }
  });

  it('refuses with one line while a server holds the data directory but does not answer', async () => {
    const dir = tempDir();
    // This test process stands in for a server still starting: the lock names a live pid.
    writeFileSync(join(dir, 'resona-server.lock'), String(process.pid));
    expect(await runCli(dir, ['list'])).toMatchObject({
      status: 1,
      stderr: `resona admin: a server holds ${dir} but does not answer on its control socket; stop it or try again once it has started\n`,
    });
  });
});
