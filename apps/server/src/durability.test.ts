import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { API } from '@resona/contract';
import { openEmbedded } from './db/client.ts';
import { clusterDir, embeddedConnection } from './db/embedded-postgres.ts';
import { designId } from './db/seed/content/exercises.ts';
import { freePort, killServers, spawnServer, untilReady } from './test/server-process.ts';

/**
 * Acknowledged means kept, on the embedded default (decision 097): the real server is traced with
 * strace while a person's writes are answered one after another, and each reply leaves only
 * after an fdatasync of the WAL has completed since the last reply — the sync that holds its
 * commit. Without it (synchronous_commit off, or PGlite, whose file layer never syncs), replies
 * leave with no sync between them. Then a data directory whose newest WAL segment was cut short,
 * as a power cut can leave it, opens again with every commit written before the cut.
 */
const dirs: string[] = [];
afterAll(() => {
  killServers();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'resona-durability-'));
  dirs.push(dir);
  return dir;
}

/** A process and every process under it. */
function processTree(pid: number): number[] {
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    for (const task of readdirSync(`/proc/${tree[i]}/task`)) {
      const children = readFileSync(`/proc/${tree[i]}/task/${task}/children`, 'utf8');
      tree.push(...children.split(' ').filter(Boolean).map(Number));
    }
  }
  return tree;
}

async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 60_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface Call {
  /** When the call began and ended, seconds since the epoch (strace -ttt, -T). */
  start: number;
  end: number;
  line: string;
}

/** Every complete call in strace's per-process files (-ff): `start name(args) = ret <secs>`. */
function readTrace(prefix: string, dir: string): Map<number, Call[]> {
  const byPid = new Map<number, Call[]>();
  const base = prefix.slice(dir.length + 1);
  for (const name of readdirSync(dir)) {
    if (!name.startsWith(`${base}.`)) continue;
    const calls: Call[] = [];
    for (const line of readFileSync(join(dir, name), 'utf8').split('\n')) {
      const match = /^(\d+\.\d+) (.*) <(\d+\.\d+)>$/.exec(line);
      if (!match) continue;
      const start = Number(match[1]);
      calls.push({ start, end: start + Number(match[3]), line: match[2]! });
    }
    byPid.set(Number(name.slice(base.length + 1)), calls);
  }
  return byPid;
}

describe('durability of the embedded default', { timeout: 180_000 }, () => {
  it('answers each write only after a sync of the WAL that holds its commit', async () => {
    const dataDir = tempDataDir();
    const port = await freePort();
    const server = spawnServer({ DATA_DIR: dataDir, PORT: String(port), BOT_CHECK: 'off' });
    await untilReady(server);
    const base = `http://127.0.0.1:${port}`;
    const demo = JSON.parse(readFileSync(join(dataDir, 'demo-account.json'), 'utf8')) as object;
    const login = await fetch(`${base}${API.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(demo),
    });
    const token = ((await login.json()) as { data: { user_details: { auth_token: string } } }).data
      .user_details.auth_token;

    const traceDir = tempDataDir();
    const prefix = join(traceDir, 'trace');
    const pids = processTree(server.child.pid!);
    const strace = spawn(
      'strace',
      [
        ...['-f', '-ff', '-ttt', '-T', '-yy', '-o', prefix],
        ...['-e', 'trace=fdatasync,fsync,write,writev'],
        ...pids.flatMap((pid) => ['-p', String(pid)]),
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let attached = '';
    strace.stderr.on('data', (chunk: Buffer) => (attached += chunk.toString()));
    const stopped = new Promise((resolve) => strace.once('exit', resolve));
    await until(
      () => (attached.match(/attached/g) ?? []).length >= pids.length,
      `strace to attach to ${pids.length} processes: ${attached}`,
    );

    const WRITES = 20;
    for (let i = 0; i < WRITES; i++) {
      const reply = await fetch(`${base}${API.addExerciseFeedback}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ exercise_id: designId(1, 1, 2, 1), description: `Kept ${i}` }),
      });
      expect(reply.status).toBe(200);
    }
    // strace records a write when the call returns, which can come after the client has its
    // reply. A tracee waits at each call's return until strace has taken it, so one more answer
    // (a 404, not counted) proves the last reply's record is taken before strace is stopped.
    expect((await fetch(`${base}/api/v1/no-such-call`)).status).toBe(404);
    strace.kill('SIGINT');
    await stopped;
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const trace = readTrace(prefix, traceDir);
    // The replies: the server's writes to a TCP connection from its own port.
    const replies = (trace.get(server.child.pid!) ?? [])
      .filter((c) => /^writev?\(\d+<TCP:\[[^\]]*:(\d+)->/.exec(c.line)?.[1] === String(port))
      .filter((c) => c.line.includes('HTTP/1.1 200'))
      .sort((a, b) => a.start - b.start);
    const syncs = [...trace.values()]
      .flat()
      .filter((c) => /^f(data)?sync\(\d+<[^>]*\/pg_wal\/[0-9A-F]{24}>\) = 0$/.test(c.line))
      .map((c) => c.end);
    expect(replies).toHaveLength(WRITES);
    expect(syncs.length).toBeGreaterThanOrEqual(WRITES);
    let previous = 0;
    replies.forEach((reply, i) => {
      const synced = syncs.some((end) => end > previous && end <= reply.start);
      expect(synced, `reply ${i} left without a WAL sync since the one before`).toBe(true);
      previous = reply.start;
    });
  });

  it('opens a data directory whose newest WAL segment was cut short, with every commit before the cut', async () => {
    const dataDir = tempDataDir();
    const database = await openEmbedded(dataDir, 1);
    const client = new pg.Client(embeddedConnection(dataDir));
    // The kill below ends this connection with a FATAL from the backend; unheard, that error would
    // be thrown as an uncaught exception once the test has moved on.
    client.on('error', () => {});
    await client.connect();
    await client.query('CREATE TABLE kept (n int PRIMARY KEY)');
    const position = async () =>
      (
        await client.query<{ segment: string; offset: string }>(
          `SELECT pg_walfile_name(pg_current_wal_insert_lsn()) AS segment,
                  (pg_wal_lsn_diff(pg_current_wal_insert_lsn(), '0/0') % (16 * 1024 * 1024))::text
                    AS offset`,
        )
      ).rows[0]!;
    // Where the WAL ended after each commit.
    const ends: { n: number; segment: string; offset: number }[] = [];
    for (let n = 1; n <= 100; n++) {
      await client.query('INSERT INTO kept VALUES ($1)', [n]);
      const { segment, offset } = await position();
      ends.push({ n, segment, offset: Number(offset) });
    }
    // The machine stops: PostgreSQL killed at once, nothing written back.
    const postmaster = Number(
      readFileSync(join(clusterDir(dataDir), 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    process.kill(postmaster, 'SIGKILL');
    await client.end().catch(() => {});
    await database.close().catch(() => {});
    // Its newest segment loses everything after the 50th commit, from the start of the WAL page
    // it was in: pages reach the disk whole (8 kB), as a power cut leaves them.
    const cut = ends[49]!;
    expect(ends.every((e) => e.segment === cut.segment)).toBe(true);
    const boundary = cut.offset - (cut.offset % 8192);
    const segment = join(clusterDir(dataDir), 'pg_wal', cut.segment);
    expect(statSync(segment).size).toBeGreaterThan(boundary);
    truncateSync(segment, boundary);

    const reopened = await openEmbedded(dataDir, 1);
    try {
      const { rows } = await reopened.pool.query<{ n: number }>('SELECT n FROM kept ORDER BY n');
      const kept = rows.map((r) => r.n);
      // Every commit whose WAL ended before the cut is there, in order, and none after it.
      const before = ends.filter((e) => e.offset <= boundary).map((e) => e.n);
      expect(before.length).toBeGreaterThan(0);
      expect(kept.slice(0, before.length)).toEqual(before);
      expect(kept).toEqual(Array.from({ length: kept.length }, (_, i) => i + 1));
      expect(Math.max(...kept)).toBeLessThanOrEqual(50);
      // And it takes new writes.
      await reopened.pool.query('INSERT INTO kept VALUES (1000)');
    } finally {
      await reopened.close();
    }
  });
});
