import { randomBytes } from 'node:crypto';
import { connect, createServer, type AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { API, apiPath } from '@resona/contract';
import { pgBossDatabase } from '../../core/jobs.ts';
import { outbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

const TOKEN = randomBytes(32).toString('hex');
// A port something else holds, for the server whose metrics cannot listen.
const holder = createServer().listen(0, '127.0.0.1');
await new Promise((resolve) => holder.once('listening', resolve));
afterAll(() => new Promise((resolve) => holder.close(resolve)));

const main = await createTestApp();
const other = await createTestApp();
const guarded = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
const blocked = await createTestApp({
  env: { METRICS_PORT: String((holder.address() as AddressInfo).port) },
});

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of Prometheus's text format. */
function parse(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [, name, labelText = '', value] = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line)!;
      const labels = Object.fromEntries(
        [...labelText.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, k, v]) => [k!, v!]),
      );
      return { name: name!, labels, value: Number(value) };
    });
}

async function scrape(t: TestApp) {
  return parse(await t.app.deps.metrics!.registry.metrics());
}

/** The value of one sample; undefined when the series is absent. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}) {
  return samples.find(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  )?.value;
}

const requests = 'resona_http_request_duration_seconds_count';

describe('the metrics', () => {
  it('time each request by route pattern, method and status, never by its URL, per app', async () => {
    const members = apiPath(API.adminCohortMembers, { id: 4711 });
    expect((await main.app.inject({ method: 'GET', url: API.health })).statusCode).toBe(200);
    expect((await main.app.inject({ method: 'GET', url: members })).statusCode).toBe(401);
    expect((await main.app.inject({ method: 'GET', url: '/no/such/page' })).statusCode).toBe(404);

    const samples = await scrape(main);
    const get = (route: string, status: number) =>
      valueOf(samples, requests, { method: 'GET', route, status_code: String(status) });
    expect(get(API.health, 200)).toBeGreaterThanOrEqual(1);
    expect(get(API.adminCohortMembers, 401)).toBe(1);
    expect(get('unmatched', 404)).toBe(1);
    expect(JSON.stringify(samples)).not.toContain('4711');
    // Another app in the same process counts its own requests only.
    expect(valueOf(await scrape(other), requests, { route: API.adminCohortMembers })).toBe(
      undefined,
    );
  });

  it('read the database pool and the password-hashing queue', async () => {
    const samples = await scrape(main);
    expect(valueOf(samples, 'resona_database_pool_max_connections')).toBe(5);
    expect(valueOf(samples, 'resona_database_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, 'resona_database_pool_waiting_requests')).toBe(0);
    expect(valueOf(samples, 'resona_password_hash_queue_waiting')).toBe(0);
    expect(valueOf(samples, 'resona_password_hash_queue_limit')).toBeGreaterThan(0);
    expect(valueOf(samples, 'resona_password_hash_threads_max')).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, 'resona_password_hash_threads_busy')).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'resona_push_sends_total', { outcome: 'failed' })).toBe(0);
  });

  it('count the queries waiting for the pool, and answer while it is jammed', async () => {
    const pool = (main.db as unknown as { $client: pg.Pool }).$client;
    const held = await Promise.all(Array.from({ length: 5 }, () => pool.connect()));
    const waiting = pool.query('SELECT 1');
    try {
      const samples = await scrape(main);
      // One waiting query, and the scrape's own reads of the outbox and the job queues, which
      // it stopped waiting for: their figures are left out, the rest is there.
      expect(valueOf(samples, 'resona_database_pool_waiting_requests')).toBeGreaterThanOrEqual(1);
      expect(valueOf(samples, 'resona_database_pool_idle_connections')).toBe(0);
      expect(valueOf(samples, 'resona_mail_outbox_unsent_messages', { state: 'pending' })).toBe(
        undefined,
      );
    } finally {
      for (const client of held) client.release();
    }
    await waiting;
  });

  it('read the mail outbox and the job queues from the database', async () => {
    const unsent = async (state: string) =>
      valueOf(await scrape(main), 'resona_mail_outbox_unsent_messages', { state });
    const [pending, failed] = [await unsent('pending'), await unsent('failed')];
    const mail = { recipient: 'a@example.com', subject: 's', text: 't' };
    await main.db
      .insert(outbox)
      .values([mail, { ...mail, error: 'refused' }, { ...mail, sentAt: new Date() }]);
    expect(await unsent('pending')).toBe(pending! + 1);
    expect(await unsent('failed')).toBe(failed! + 1);

    // No pg-boss schema yet: no queue.
    expect(valueOf(await scrape(main), 'resona_job_queue_waiting_jobs')).toBeUndefined();
    const boss = new PgBoss({
      db: pgBossDatabase(main.db),
      schema: 'pgboss',
      supervise: false,
      schedule: false,
    });
    await boss.start();
    try {
      await boss.createQueue('metrics-probe');
      await boss.send('metrics-probe', {});
      // Due a minute and a half ago, and no server took it.
      await main.db.execute(
        sql`UPDATE pgboss.job SET start_after = now() - interval '90 seconds' WHERE name = 'metrics-probe'`,
      );
      const samples = await scrape(main);
      const queue = { queue: 'metrics-probe' };
      expect(valueOf(samples, 'resona_job_queue_waiting_jobs', queue)).toBe(1);
      expect(valueOf(samples, 'resona_job_queue_lag_seconds', queue)).toBeGreaterThanOrEqual(90);
      expect(valueOf(samples, 'resona_job_queue_failed_jobs', queue)).toBe(0);
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });
});

/** The machine's first address that is not loopback, if it has one. */
const outside = Object.values(networkInterfaces())
  .flat()
  .find((net) => net && net.family === 'IPv4' && !net.internal)?.address;

function connects(host: string, port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = connect(port, host, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

const listening = new Map<TestApp, string>();
/** The app's public address once it listens, and its metrics' (a moment after). */
async function listen(t: TestApp) {
  if (!listening.has(t)) listening.set(t, await t.app.listen({ port: 0, host: '127.0.0.1' }));
  await vi.waitFor(() => expect(t.app.metricsUrl()).not.toBeNull());
  return { address: listening.get(t)!, url: t.app.metricsUrl()! };
}

describe('GET /metrics', () => {
  it('is served on a listener of its own, on loopback, and never on the public port', async () => {
    const { address, url } = await listen(main);
    expect(new URL(url).hostname).toBe('127.0.0.1');
    const reply = await fetch(url);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const samples = parse(await reply.text());
    // Node's own, once the app listens: event-loop delay, heap.
    expect(valueOf(samples, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(valueOf(samples, requests, { route: API.health })).toBeGreaterThanOrEqual(1);

    expect((await fetch(`${address}/metrics`)).status).toBe(404);
    expect((await fetch(new URL('/other', url))).status).toBe(404);
    const post = await fetch(url, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it.runIf(outside)('cannot be reached from outside the machine', async () => {
    const { url } = await listen(main);
    const port = Number(new URL(url).port);
    expect(await connects('127.0.0.1', port)).toBe(true);
    expect(await connects(outside!, port)).toBe(false);
  });

  it('asks for METRICS_TOKEN as a bearer token when it is set', async () => {
    const { url } = await listen(guarded);
    const refused = await fetch(url);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(await refused.text()).not.toContain('resona_');
    const wrong = TOKEN.slice(0, -1) + (TOKEN.endsWith('0') ? '1' : '0');
    for (const authorization of [`Bearer ${wrong}`, `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      expect((await fetch(url, { headers: { authorization } })).status, authorization).toBe(401);
    }
    const allowed = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain('resona_http_request_duration_seconds');
  });

  it('leaves the server serving when its port is taken, and says so in the log', async () => {
    const address = await blocked.app.listen({ port: 0, host: '127.0.0.1' });
    await vi.waitFor(() =>
      expect(blocked.logs.some((line) => line.includes('metrics not served'))).toBe(true),
    );
    expect(blocked.app.metricsUrl()).toBeNull();
    expect((await fetch(`${address}${API.health}`)).status).toBe(200);
  });
});
