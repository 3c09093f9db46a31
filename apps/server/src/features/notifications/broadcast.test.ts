import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { buildUser } from '../../test/factories.ts';
import { BroadcastCliError, parseBroadcastArgs } from '../../cli/broadcast-args.ts';
import { askRunningServer, controlSocketPath, startControlSocket } from './control-socket.ts';

const { app, db } = await createTestApp();
const dataDir = mkdtempSync(join(tmpdir(), 'resona-control-'));
const control = await startControlSocket(app.deps, dataDir);
afterAll(() => control.close());

describe('npm run broadcast arguments', () => {
  it('reads --title, --body and --cohort in both spellings', () => {
    expect(parseBroadcastArgs(['--title', 'Hi', '--body=All of you', '--cohort', '3'])).toEqual({
      command: 'broadcast',
      title: 'Hi',
      body: 'All of you',
      cohort_id: 3,
    });
  });

  it('answers the usage line for anything else', () => {
    for (const argv of [[], ['--title', 'x'], ['--title', 'x', '--body'], ['--to', 'x']]) {
      expect(() => parseBroadcastArgs(argv)).toThrow(BroadcastCliError);
    }
    expect(() => parseBroadcastArgs(['--title', 'x', '--body', 'y', '--cohort', 'abc'])).toThrow(
      '--cohort must be a cohort id',
    );
  });
});

describe('the control socket of a running server', () => {
  it('is private to the data directory’s owner', () => {
    expect(statSync(controlSocketPath(dataDir)).mode & 0o077).toBe(0);
  });

  it('sends a broadcast to everyone and says how many were reached', async () => {
    await buildUser(db);
    await buildUser(db);
    const before = await db.$count(notifications);
    const reply = await askRunningServer(dataDir, {
      command: 'broadcast',
      title: 'Server news',
      body: 'Hello',
    });
    expect(reply).toEqual({ ok: true, notified: await db.$count(users) });
    expect(await db.$count(notifications)).toBe(before + (reply.ok ? reply.notified : 0));
    await app.deps.background.drain();
  });

  it('refuses unknown commands, bad input and unknown cohorts without sending', async () => {
    const before = await db.$count(notifications);
    expect(await askRunningServer(dataDir, { command: 'drop' })).toEqual({
      ok: false,
      error: 'unknown command',
    });
    expect(await askRunningServer(dataDir, { command: 'broadcast', title: '', body: 'x' })).toEqual(
      {
        ok: false,
        error: 'title: fieldRequired',
      },
    );
    expect(
      await askRunningServer(dataDir, {
        command: 'broadcast',
        title: 't',
        body: 'b',
        cohort_id: 999_999,
      }),
    ).toEqual({ ok: false, error: 'no cohort with this id' });
    expect(await db.$count(notifications)).toBe(before);
  });
});
