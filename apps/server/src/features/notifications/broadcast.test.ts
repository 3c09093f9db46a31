import { describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { CLI_TIMEOUT_MS, runCli, runningServerDatabase, tempDataDir } from '../../test/cli.ts';
import { buildUser } from '../../test/factories.ts';
import { BroadcastCliError, parseBroadcastArgs } from '../../cli/broadcast-args.ts';

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

describe('npm run broadcast while a server runs on the embedded database', () => {
  it(
    'adds the notifications in the server’s database through its socket and says how many',
    { timeout: CLI_TIMEOUT_MS },
    async () => {
      const dir = tempDataDir();
      const server = await runningServerDatabase(dir);
      await buildUser(server.db);
      await buildUser(server.db);
      const run = await runCli('broadcast', dir, ['--title', 'Server news', '--body', 'Hello']);
      expect(run).toEqual({ status: 0, stdout: 'Broadcast sent to 2 people\n', stderr: '' });
      const rows = await server.db.select().from(notifications);
      expect(rows.map((n) => [n.type, n.title, n.body])).toEqual([
        ['Broadcast', 'Server news', 'Hello'],
        ['Broadcast', 'Server news', 'Hello'],
      ]);
      expect(
        await runCli('broadcast', dir, ['--title', 't', '--body', 'b', '--cohort', '999999']),
      ).toMatchObject({ status: 1, stderr: 'resona broadcast: no cohort with this id\n' });
      expect(await server.db.$count(notifications)).toBe(2);
    },
  );
});
