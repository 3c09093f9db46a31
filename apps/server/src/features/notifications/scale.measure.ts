/**
 * Prints how long a broadcast to many people takes: the one INSERT … SELECT, and Web Push to a
 * local HTTPS push service. A measurement, not a test (nothing is asserted):
 *   DATABASE_URL=postgres://… node --import tsx \
 *     apps/server/src/features/notifications/scale.measure.ts [people] [devices]
 */
import { sql } from 'drizzle-orm';
import pino from 'pino';
import webpush from 'web-push';
import { parseConfig } from '../../config.ts';
import type { Deps } from '../../deps.ts';
import { createBackgroundTasks } from '../../lib/background.ts';
import { createTestDatabase } from '../../test/database.ts';
import { sendBroadcast } from './broadcast-service.ts';
import { browserKeys, startPushService } from './test-push-service.ts';
import { commandLineActor } from '../../core/audit.ts';
import { newSessionCache } from '../../core/session-queries.ts';

const people = Number(process.argv[2] ?? 50_000);
const devices = Number(process.argv[3] ?? 2_000);

const push = await startPushService();
const handle = await createTestDatabase();
const vapid = webpush.generateVAPIDKeys();
const log = pino({ level: 'warn' });
const deps: Deps = {
  db: handle.db,
  config: parseConfig({
    NODE_ENV: 'test',
    PUSH_ALLOWED_HOSTS: push.host,
    PUSH_TEST_CA_FILE: push.certFile,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
  }),
  log,
  background: createBackgroundTasks(log),
  sessionCache: newSessionCache(),
  now: () => new Date(),
  mailer: { send: async () => {} },
};

await handle.db.execute(
  sql`INSERT INTO users (email) SELECT 'scale' || g || '@example.com' FROM generate_series(1, ${people}) g`,
);
// One browser's keys for every device: encryption cost per push is the same.
const keys = browserKeys();
await handle.db.execute(sql`
  INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth)
  SELECT id, ${`${push.origin}/push/`} || id, ${keys.p256dh}, ${keys.authText}
  FROM users ORDER BY id LIMIT ${devices}`);

const started = performance.now();
const { notified } = await sendBroadcast(
  deps,
  { title: 'Scale', body: 'Everyone' },
  commandLineActor(),
);
const inserted = performance.now();
await deps.background.drain();
const pushed = performance.now();
process.stdout.write(
  `${handle.kind}: ${notified} notification rows in ${(inserted - started).toFixed(0)} ms; ` +
    `${push.received.length} pushes in ${(pushed - inserted).toFixed(0)} ms ` +
    `(${((push.received.length / (pushed - inserted)) * 1000).toFixed(0)}/s)\n`,
);
await handle.close();
await push.close();
