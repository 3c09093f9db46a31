import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, authenticators, recoveryCodes, sessions, users } from '../db/schema/index.ts';
import { createSession } from '../core/session-queries.ts';
import { SESSION_CHANGES_CHANNEL } from '../core/session-changes.ts';
import { createTestApp } from '../test/app.ts';
import { CLI_TIMEOUT_MS, runCli, runningServerDatabase, tempDataDir } from '../test/cli.ts';
import { buildUser } from '../test/factories.ts';
import { AdminCliError, parseAdminArgs, runAdminCommand } from './admin-role.ts';

const { db } = await createTestApp();

describe('npm run admin', () => {
  it('reads grant, revoke and list, and answers anything else with the usage line', () => {
    expect(parseAdminArgs(['grant', ' Ana@Example.com '])).toEqual({
      command: 'grant',
      email: 'ana@example.com',
    });
    expect(parseAdminArgs(['list'])).toEqual({ command: 'list' });
    for (const bad of [
      [],
      ['grant'],
      ['promote', 'a@b.co'],
      ['grant', 'nope'],
      ['list', 'x'],
      ['reset-second-factor'],
    ]) {
      expect(() => parseAdminArgs(bad)).toThrow(AdminCliError);
    }
  });

  it('grants and revokes the role by e-mail, and says so when there is no such account', async () => {
    const { user } = await buildUser(db, { email: 'Researcher@Example.com' });
    expect(await runAdminCommand(db, { command: 'grant', email: 'researcher@example.com' })).toBe(
      'Researcher@Example.com is now an admin: the site administrator, who opens no study’s data; the console’s Studies screen (/admin/studies) makes studies and names their owners',
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

  it('resets a lost second factor: the app and codes go, every session ends, the trail says who', async () => {
    const { user } = await buildUser(db, { email: 'Lost.Phone@Example.com' });
    const now = new Date();
    await db.insert(authenticators).values({ userId: user.id, secret: 'v1.x', confirmedAt: now });
    await db
      .insert(recoveryCodes)
      .values([1, 2].map((n) => ({ userId: user.id, codeHash: `hash-${n}`, createdAt: now })));
    await createSession(db, { userId: user.id, secondFactor: true }, now);
    expect(parseAdminArgs(['reset-second-factor', 'lost.phone@example.com'])).toEqual({
      command: 'reset-second-factor',
      email: 'lost.phone@example.com',
    });
    expect(
      await runAdminCommand(db, {
        command: 'reset-second-factor',
        email: 'lost.phone@example.com',
      }),
    ).toBe(
      'Lost.Phone@Example.com has no second factor now and is signed out everywhere; they sign in with their password and add an authenticator app again',
    );
    const left = async (table: typeof authenticators | typeof recoveryCodes | typeof sessions) =>
      (await db.select().from(table).where(eq(table.userId, user.id))).length;
    expect([await left(authenticators), await left(recoveryCodes), await left(sessions)]).toEqual([
      0, 0, 0,
    ]);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `user:${user.id}`));
    expect(entry).toMatchObject({
      action: 'second-factor.reset',
      actorId: null,
      source: 'command-line',
      before: { authenticator: true, recovery_codes: 2 },
      after: { authenticator: false, recovery_codes: 0, sessions_ended: 1 },
    });
    await expect(
      runAdminCommand(db, { command: 'reset-second-factor', email: 'ghost@example.com' }),
    ).rejects.toThrow('No account with the e-mail ghost@example.com');
  });

  it(
    'changes the role in a running server’s embedded database through its socket, and tells the servers',
    { timeout: CLI_TIMEOUT_MS },
    async () => {
      const dir = tempDataDir();
      const server = await runningServerDatabase(dir);
      const { user } = await buildUser(server.db, { email: 'socket.researcher@example.com' });
      const heard: string[] = [];
      const listening = await server.listen(SESSION_CHANGES_CHANNEL, {
        onNotification: (payload) => void heard.push(payload),
        onListening: () => {},
        onLost: () => {},
      });
      try {
        const run = await runCli('admin', dir, ['grant', 'socket.researcher@example.com']);
        expect(run).toMatchObject({ status: 0, stderr: '' });
        expect(run.stdout).toBe(
          'socket.researcher@example.com is now an admin: the site administrator, who opens no study’s data; the console’s Studies screen (/admin/studies) makes studies and names their owners\n',
        );
        const [row] = await server.db.select().from(users).where(eq(users.id, user.id));
        expect(row!.role).toBe('admin');
        expect(heard).toEqual([String(user.id)]);
        expect(await runCli('admin', dir, ['grant', 'ghost@example.com'])).toMatchObject({
          status: 1,
          stderr: 'resona admin: No account with the e-mail ghost@example.com; sign up first\n',
        });
      } finally {
        await listening.close();
      }
    },
  );

  it(
    'opens the data directory itself when no server holds it',
    { timeout: CLI_TIMEOUT_MS },
    async () => {
      const dir = tempDataDir();
      expect(await runCli('admin', dir, ['list'])).toEqual({
        status: 0,
        stdout: 'No admins yet. Grant the role with: npm run admin -- grant <email>\n',
        stderr: '',
      });
    },
  );

  it(
    'refuses with one line while a server holds the data directory but has no database open yet',
    { timeout: CLI_TIMEOUT_MS },
    async () => {
      const dir = tempDataDir();
      // This test process stands in for a server still starting: the lock names a live pid.
      writeFileSync(join(dir, 'resona-server.lock'), String(process.pid));
      expect(await runCli('admin', dir, ['list'])).toMatchObject({
        status: 1,
        stderr: `resona admin: a server holds ${dir} but its database is not open yet; try again once it has started\n`,
      });
    },
  );
});
