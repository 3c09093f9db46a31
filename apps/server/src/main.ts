import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, parseConfig } from './config.ts';
import { openEmbedded, openPostgres, type DatabaseHandle } from './db/client.ts';
import { DataDirInUseError, lockDataDir } from './db/data-dir-lock.ts';
import { migrate } from './db/migrate.ts';
import { moveFromPglite } from './db/pglite-upgrade.ts';
import { seedReferenceData } from './db/seed/index.ts';
import { seedDemoProgram } from './features/library/program/demo-program.ts';
import { seedDemoAccount } from './db/seed/demo.ts';
import {
  ensureUnusedAccessCode,
  ensureUnusedAccessCodes,
  hashPassword,
} from './features/auth/index.ts';
import { createMailer } from './core/mailer.ts';
import { startJobs } from './core/jobs.ts';
import { rateLimitJobs } from './core/rate-limit.ts';
import { idempotencyJobs } from './core/idempotency.ts';
import { reminderJobs } from './features/settings/reminders/jobs.ts';
import { questionnaireJobs } from './features/admin/questionnaire-schedules/jobs.ts';
import { mailRetryJobs } from './core/mail-retry.ts';
import { secondFactorJobs } from './features/security/second-factor/jobs.ts';
import { keepHeapNearLiveSize } from './lib/heap-growth.ts';

function fail(message: string): never {
  process.stderr.write(`resona: ${message}\n`);
  process.exit(1);
}

async function start() {
  keepHeapNearLiveSize();
  let config;
  try {
    config = parseConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  // The built web app sits beside the server in the monorepo, from src/ and from dist/ alike.
  config.webDist ??= fileURLToPath(new URL('../../web/dist', import.meta.url));
  mkdirSync(config.dataDir, { recursive: true });

  let unlock = () => {};
  let handle: DatabaseHandle;
  let moved: string | undefined;
  try {
    if (config.databaseUrl) {
      handle = await openPostgres(config.databaseUrl);
    } else {
      unlock = lockDataDir(config.dataDir);
      // Released on every exit from here on, a failed start included (process.exit runs it).
      process.on('exit', unlock);
      handle = await openEmbedded(config.dataDir);
      moved = await moveFromPglite(config.dataDir, handle);
    }
  } catch (error) {
    if (error instanceof DataDirInUseError) fail(error.message);
    fail(`Cannot open the database: ${(error as Error).message}`);
  }

  await migrate(handle);
  await seedReferenceData(handle.db);
  const now = () => new Date();

  const app = await buildApp({
    listen: handle.listen,
    databasePool: handle.pool,
    deps: {
      db: handle.db,
      config,
      now,
      // The mailer needs the app's logger; it is set right after the app exists.
      mailer: { send: async () => {} },
    },
  });
  app.deps.mailer = createMailer({
    db: handle.db,
    log: app.log,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
  });

  const demo = await seedDemoAccount(handle.db, config.dataDir, hashPassword);
  await seedDemoProgram(handle.db, now());
  const accessCode = await ensureUnusedAccessCode(handle.db, now());
  const seededCodes = await ensureUnusedAccessCodes(handle.db, now(), config.seedAccessCodes);

  // Background jobs (daily reminders, the rate-limit sweep), shared with any other server on
  // the same database.
  const jobs = await startJobs(
    handle.db,
    [
      ...reminderJobs(app.deps),
      ...questionnaireJobs(app.deps),
      ...rateLimitJobs(app.deps),
      ...idempotencyJobs(app.deps),
      ...secondFactorJobs(app.deps),
      ...mailRetryJobs({
        db: handle.db,
        log: app.log,
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        now,
      }),
    ],
    app.log,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    let code = 0;
    try {
      // Jobs first: a reminder being sent finishes before the app drains and the database closes.
      await jobs.stop();
      await app.close();
      await handle.close();
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      code = 1;
    }
    unlock();
    process.exit(code);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // As at shutdown: the jobs and the app's own connections (its LISTEN among them) end
    // before the database does, or a busy machine sees them cut and says so on stderr.
    await jobs.stop();
    await app.close();
    await handle.close();
    unlock();
    if (code === 'EADDRINUSE') fail(`Port ${config.port} is already in use (set PORT to another)`);
    fail(`Cannot listen on port ${config.port}: ${(error as Error).message}`);
  }

  process.stdout.write(
    [
      '',
      `  Resona is running at ${config.publicUrl}`,
      `  Database: ${handle.kind === 'embedded' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL'}`,
      ...(moved ? [`  ${moved}`] : []),
      ...(config.paymentProvider === 'sandbox'
        ? [
            '  Payments: SANDBOX (PAYMENT_PROVIDER=sandbox): any account can approve its own checkout',
          ]
        : []),
      `  Demo account: ${demo.email} / ${demo.password}`,
      // Before the last line, which tells a watcher the banner is complete.
      ...(seededCodes.length > 0
        ? [`  Unused access codes (SEED_ACCESS_CODES): ${seededCodes.join(' ')}`]
        : []),
      `  Unused access code for a new sign-up: ${accessCode}`,
      config.smtpUrl ? '' : '  No SMTP_URL: mail stays in the outbox and its links are logged.',
      '',
    ].join('\n'),
  );
}

// Anything unexpected while starting (a failed migration, say) is still one line and exit 1.
start().catch((error: unknown) => {
  fail(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
});
