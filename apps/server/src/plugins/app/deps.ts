import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Listen } from '../../db/listener.ts';
import type { Deps } from '../../deps.ts';
import { listenForSessionChanges } from '../../core/session-changes.ts';
import { newSessionCache } from '../../core/session-queries.ts';
import { runIdempotent } from '../../core/idempotency.ts';
import { createBackgroundTasks } from '../../lib/background.ts';
import { createMetrics } from '../../lib/metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

export type GivenDeps = Omit<Deps, 'log' | 'background' | 'sessionCache' | 'metrics'>;

/**
 * Makes the services' dependencies available to every route as `app.deps`. With `listen`, the
 * session cache hears every server's changes (decision 064); without, it keeps nothing.
 */
export default fp(
  async function deps(app: FastifyInstance, options: { deps: GivenDeps; listen?: Listen }) {
    const background = createBackgroundTasks(app.log);
    const sessionCache = newSessionCache();
    const deps: Deps = {
      ...options.deps,
      log: app.log,
      background,
      sessionCache,
      metrics: createMetrics(),
    };
    app.decorate('deps', deps);
    app.decorate('runIdempotent', (request, call, run) => runIdempotent(deps, request, call, run));
    app.addHook('onClose', () => background.drain());
    if (options.listen) {
      const listening = await listenForSessionChanges(sessionCache, options.listen);
      app.addHook('onClose', () => listening.close());
    }
  },
  { name: 'deps' },
);
