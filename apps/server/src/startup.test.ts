import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API } from '@resona/contract';
import { openEmbedded } from './db/client.ts';
import { afterAll, describe, expect, it } from 'vitest';
import {
  freePort,
  killServers,
  spawnServer as startServer,
  untilReady,
} from './test/server-process.ts';

// These tests are about what a person sees in the terminal, so they read the real entry
// point's exit code and output.
const LOCK = 'resona-server.lock';

const dirs: string[] = [];

afterAll(() => {
  killServers();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'resona-startup-'));
  dirs.push(dir);
  return dir;
}

/** stderr must be exactly one line, prefixed by the program's name. */
function oneLine(stderr: string) {
  const lines = stderr.split('\n').filter((line) => line.trim() !== '');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^resona: /);
  return lines[0]!;
}

// Each test spawns a real server (a second or more on two busy cores); give them room.
describe('server start-up', { timeout: 120_000 }, () => {
  it('refuses a malformed DATABASE_URL with one line naming it, and never echoes it', async () => {
    const server = startServer({
      DATA_DIR: tempDataDir(),
      PORT: String(await freePort()),
      DATABASE_URL: 'postgres://resona:s3cret-pass@:5432/resona',
    });
    expect(await server.exited).toBe(1);
    const line = oneLine(server.stderr());
    expect(line).toContain('DATABASE_URL');
    expect(line).not.toContain('s3cret-pass');
  });

  it('refuses a DATABASE_URL that is not a PostgreSQL URL', async () => {
    const server = startServer({
      DATA_DIR: tempDataDir(),
      PORT: String(await freePort()),
      DATABASE_URL: 'mysql://localhost/resona',
    });
    expect(await server.exited).toBe(1);
    expect(oneLine(server.stderr())).toContain('Invalid DATABASE_URL');
  });

  it('refuses a bad PORT with one line naming it', async () => {
    const server = startServer({ DATA_DIR: tempDataDir(), PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(oneLine(server.stderr())).toContain('Invalid PORT');
  });

  it('says the port is in use, exits 1 and leaves no lock behind', async () => {
    const blocker: Server = createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, resolve));
    try {
      const dataDir = tempDataDir();
      const server = startServer({ DATA_DIR: dataDir, PORT: String(port) });
      expect(await server.exited).toBe(1);
      expect(oneLine(server.stderr())).toContain(`Port ${port} is already in use`);
      expect(existsSync(join(dataDir, LOCK))).toBe(false);
    } finally {
      await new Promise<void>((resolve) => blocker.close(() => resolve()));
    }
  });

  it('starts, tells what a newcomer needs, answers, refuses a second server, stops on SIGTERM', async () => {
    const dataDir = tempDataDir();
    const port = await freePort();
    const first = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    await untilReady(first);

    const out = first.stdout();
    expect(out).toContain(`Resona is running at http://localhost:${port}`);
    expect(out).toMatch(/Demo account: demo@resona\.local \/ \S+/);
    const code = /Unused access code for a new sign-up: (RSN-[A-Z0-9]{4}-[A-Z0-9]{4})/.exec(
      out,
    )?.[1];
    expect(code).toBeDefined();
    expect(existsSync(join(dataDir, LOCK))).toBe(true);

    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status_code: 200, data: { ok: true } });

    // A second server on the same data directory must not open the database at all.
    const second = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(oneLine(second.stderr())).toContain('in use by another Resona server');
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, LOCK))).toBe(false);

    // The code it printed is one nobody has redeemed.
    const db = await openEmbedded(dataDir, 1);
    try {
      const { rows } = await db.pool.query<{
        uses: number;
        use_limit: number;
        revoked_at: unknown;
      }>('SELECT uses, use_limit, revoked_at FROM access_codes WHERE upper(code) = $1', [code]);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.uses).toBe(0);
      expect(rows[0]!.use_limit).toBeGreaterThan(0);
      expect(rows[0]!.revoked_at).toBeNull();
    } finally {
      await db.close();
    }
  });

  it('takes over the lock of a server that died without releasing it', async () => {
    const dataDir = tempDataDir();
    // A pid that surely is not running: a process that has already ended.
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.on('exit', resolve));
    writeFileSync(join(dataDir, LOCK), String(gone.pid));

    const server = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    await untilReady(server);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(join(dataDir, LOCK))).toBe(false);
  });

  it('starts again on a DATA_DIR whose small files a power cut left empty', async () => {
    const dataDir = tempDataDir();
    const port = String(await freePort());
    const first = startServer({ DATA_DIR: dataDir, PORT: port, BOT_CHECK: 'off' });
    await untilReady(first);
    first.child.kill('SIGTERM');
    expect(await first.exited, first.stderr()).toBe(0);
    // Written without a sync by earlier versions: after a power cut, there but empty.
    for (const name of ['demo-account.json', 'vapid-keys.json', 'study-pseudonym-key']) {
      writeFileSync(join(dataDir, name), '');
    }
    const again = startServer({ DATA_DIR: dataDir, PORT: port, BOT_CHECK: 'off' });
    await untilReady(again);
    const demo = JSON.parse(readFileSync(join(dataDir, 'demo-account.json'), 'utf8')) as object;
    const login = await fetch(`http://127.0.0.1:${port}${API.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(demo),
    });
    expect(login.status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited, again.stderr()).toBe(0);
  });

  it('in production, refuses to start on the sandbox payments unless they are named', async () => {
    const server = startServer({
      NODE_ENV: 'production',
      DATA_DIR: tempDataDir(),
      PORT: String(await freePort()),
    });
    expect(await server.exited).toBe(1);
    const line = oneLine(server.stderr());
    expect(line).toContain('Invalid PAYMENT_PROVIDER');
    expect(line).toContain('sandbox');
  });

  it('in production, starts on the sandbox when it is named, and the banner says so', async () => {
    const server = startServer({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      DATA_DIR: tempDataDir(),
      PORT: String(await freePort()),
    });
    await untilReady(server);
    expect(server.stdout()).toMatch(/Payments: SANDBOX.*any account can approve its own checkout/);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
