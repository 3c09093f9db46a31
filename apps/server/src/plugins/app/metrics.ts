import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { collectDefaultMetrics, Gauge, Histogram, type Registry } from 'prom-client';
import type { Config } from '../../config.ts';
import { readJobQueues, readMailOutbox } from '../../core/metrics-queries.ts';
import { hashingLoad } from '../../features/auth/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where this app serves /metrics once it listens; null before, or when it does not. */
    metricsUrl(): string | null;
  }
}

export interface MetricsOptions {
  /** The node-postgres pool behind deps.db: its connections and the queries waiting for one. */
  databasePool?: pg.Pool | undefined;
}

/** How long a scrape waits for the database's figures before leaving them out. */
const DATABASE_READ_MS = 1000;
/** From a millisecond (a cached read) to ten seconds (a stuck export). */
const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Prometheus metrics (decision 098): each request's time by route pattern (never the URL, which
 * carries ids and tokens), method and status; the database pool; the password-hashing queue;
 * the job queues and the mail outbox, read from the database when Prometheus asks; overload;
 * and once the app listens, Node's own (event-loop delay, heap, CPU, GC). They are served on a
 * listener of their own (METRICS_PORT, loopback by default, METRICS_TOKEN if set), never on the
 * public port.
 */
export default fp(
  async function metrics(app: FastifyInstance, options: MetricsOptions) {
    const { registry } = app.deps.metrics!;
    countRequests(app, registry);
    if (options.databasePool) watchPool(registry, options.databasePool);
    watchHashing(registry);
    watchDatabaseQueues(app, registry);
    watchOverload(app, registry);
    serveMetrics(app, registry, app.deps.config.metrics);
  },
  { name: 'metrics', dependencies: ['deps'] },
);

function countRequests(app: FastifyInstance, registry: Registry) {
  const duration = new Histogram({
    name: 'resona_http_request_duration_seconds',
    help: 'Time from a request to the end of its reply, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    duration.observe(
      {
        method: request.method,
        // The pattern (/api/v1/admin/cohorts/:id/members), so the label's values stay few.
        route: request.routeOptions.url ?? 'unmatched',
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}

/** A gauge whose value is read when Prometheus asks. */
function reading(registry: Registry, name: string, help: string, read: () => number) {
  const gauge: Gauge = new Gauge({
    name,
    help,
    registers: [registry],
    collect: () => gauge.set(read()),
  });
}

function watchPool(registry: Registry, pool: pg.Pool) {
  reading(
    registry,
    'resona_database_pool_connections',
    'Connections the database pool holds, busy or idle.',
    () => pool.totalCount,
  );
  reading(
    registry,
    'resona_database_pool_idle_connections',
    'Connections of the database pool nobody is using.',
    () => pool.idleCount,
  );
  reading(
    registry,
    'resona_database_pool_max_connections',
    'The most connections the database pool opens.',
    () => pool.options.max,
  );
  reading(
    registry,
    'resona_database_pool_waiting_requests',
    'Queries waiting for a connection of the database pool: all of them busy.',
    () => pool.waitingCount,
  );
}

function watchHashing(registry: Registry) {
  reading(
    registry,
    'resona_password_hash_queue_waiting',
    'Password hashes (sign-in, sign-up, password change) waiting for a hashing thread.',
    () => hashingLoad().waiting,
  );
  reading(
    registry,
    'resona_password_hash_queue_limit',
    'Hashes that may wait; past it a sign-in is answered 503 SERVER_BUSY.',
    () => hashingLoad().queueLimit,
  );
  reading(
    registry,
    'resona_password_hash_threads_busy',
    'Hashing threads at work now.',
    () => hashingLoad().busyThreads,
  );
  reading(
    registry,
    'resona_password_hash_threads_max',
    'The most hashing threads (one per core but one).',
    () => hashingLoad().maxThreads,
  );
}

/**
 * One read of the database shared by the gauges of one scrape; null (the gauges then say
 * nothing) when it fails or takes longer than DATABASE_READ_MS: a scrape must answer even when
 * the pool is jammed, which is when its other figures matter most.
 */
function shared<T>(app: FastifyInstance, what: string, read: () => Promise<T>) {
  let running: Promise<T | null> | null = null;
  return () =>
    (running ??= new Promise<T | null>((resolve) => {
      const timer = setTimeout(() => {
        app.log.warn(`metrics: no ${what} from the database within ${DATABASE_READ_MS} ms`);
        resolve(null);
      }, DATABASE_READ_MS);
      read().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          app.log.warn({ err: error }, `metrics: no ${what} from the database`);
          resolve(null);
        },
      );
    }).finally(() => (running = null)));
}

function watchDatabaseQueues(app: FastifyInstance, registry: Registry) {
  const { db } = app.deps;
  const jobs = shared(app, 'job queues', () => readJobQueues(db));
  const perQueue = (name: string, help: string, pick: 'waiting' | 'lagSeconds' | 'failed') => {
    const gauge: Gauge<'queue'> = new Gauge({
      name,
      help,
      labelNames: ['queue'],
      registers: [registry],
      async collect() {
        const queues = await jobs();
        gauge.reset();
        for (const state of queues ?? []) gauge.set({ queue: state.queue }, state[pick]);
      },
    });
  };
  perQueue(
    'resona_job_queue_waiting_jobs',
    'Background jobs due and not yet taken by any server, per queue (the database’s figure).',
    'waiting',
  );
  perQueue(
    'resona_job_queue_lag_seconds',
    'How long the oldest job due has waited for a server, per queue (0: none waits).',
    'lagSeconds',
  );
  perQueue(
    'resona_job_queue_failed_jobs',
    'Jobs that failed for good in about the last hour (pg-boss archives them after it).',
    'failed',
  );

  const outbox = shared(app, 'outbox', () => readMailOutbox(db));
  const unsent: Gauge<'state'> = new Gauge({
    name: 'resona_mail_outbox_unsent_messages',
    help: 'Mail in the outbox not sent: pending (on its way, or kept without SMTP_URL) and failed.',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const depth = await outbox();
      unsent.reset();
      if (!depth) return;
      unsent.set({ state: 'pending' }, depth.pending);
      unsent.set({ state: 'failed' }, depth.failed);
    },
  });
}

/** What @fastify/under-pressure measures (plugins/app/overload.ts), when it is registered. */
function watchOverload(app: FastifyInstance, registry: Registry) {
  if (!app.hasDecorator('isUnderPressure')) return;
  reading(
    registry,
    'resona_overloaded',
    '1 while API calls are answered 503 SERVER_BUSY for the event loop running behind, else 0.',
    () => (app.isUnderPressure() ? 1 : 0),
  );
  reading(
    registry,
    'resona_event_loop_utilization_ratio',
    'Share of the last second the event loop was busy (under-pressure’s sample).',
    () => app.memoryUsage().eventLoopUtilized,
  );
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The bearer token compared in constant time (both sides hashed to one length first). */
function bearerMatches(header: string | undefined, expected: Buffer) {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), expected);
}

function serveMetrics(app: FastifyInstance, registry: Registry, settings: Config['metrics']) {
  let url: string | null = null;
  app.decorate('metricsUrl', () => url);
  if (settings.port === null) return;
  const { port, host, token } = settings;
  const expected = token ? digest(token) : null;
  let server: Server | null = null;
  let closing = false;

  const send = (res: ServerResponse, status: number, body: string) => {
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(body);
  };
  async function answer(req: IncomingMessage, res: ServerResponse) {
    if ((req.url ?? '').split('?')[0] !== '/metrics') return send(res, 404, 'Not found\n');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      return send(res, 405, 'Method not allowed\n');
    }
    if (expected && !bearerMatches(req.headers.authorization, expected)) {
      res.setHeader('www-authenticate', 'Bearer realm="metrics"');
      return send(res, 401, 'Unauthorized\n');
    }
    try {
      const body = await registry.metrics();
      res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      app.log.error({ err: error }, 'metrics could not be read');
      send(res, 500, 'Metrics could not be read\n');
    }
  }

  // Only a server that listens is scraped: the apps tests build and never start keep no timers
  // for Node's own metrics, nor a port.
  app.addHook('onListen', async () => {
    if (closing || server) return;
    collectDefaultMetrics({ register: registry });
    const listener = createServer((req, res) => void answer(req, res));
    server = listener;
    await new Promise<void>((resolve) => {
      listener.once('error', (error) => {
        // The app serves on: its metrics missing show as a target down in Prometheus.
        app.log.error({ err: error }, `metrics not served: cannot listen on ${host}:${port}`);
        server = null;
        resolve();
      });
      listener.listen(port, host, () => {
        const address = listener.address() as AddressInfo;
        const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
        url = `http://${shown}:${address.port}/metrics`;
        app.log.info({ url }, 'metrics served');
        resolve();
      });
    });
  });
  app.addHook('onClose', async () => {
    closing = true;
    const listener = server;
    if (!listener) return;
    url = null;
    listener.closeAllConnections();
    await new Promise<void>((resolve) => listener.close(() => resolve()));
  });
}
