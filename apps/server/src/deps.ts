import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { RecentSessions } from './core/session-queries.ts';
import type { BackgroundTasks } from './lib/background.ts';
import type { Mailer } from './core/mailer.ts';
import type { Metrics } from './lib/metrics.ts';

/** What services receive instead of reaching for globals; tests build their own. */
export interface Deps {
  db: Database;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Work that outlives its request; drained before the database closes. */
  background: BackgroundTasks;
  /** The clock, so expiry rules can be tested without waiting. */
  now(): Date;
  /**
   * This app's recently seen sessions. A service that changes a user or their sessions calls
   * `sessionsChanged` (features/auth/session-changes.ts), which evicts here and tells the others.
   */
  sessionCache: RecentSessions;
  /** This app's metrics (decision 098); a script outside the server (npm run broadcast) has none. */
  metrics?: Metrics;
}
