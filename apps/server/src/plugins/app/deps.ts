import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Deps } from '../../deps.ts';
import { createBackgroundTasks } from '../../lib/background.ts';

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

/** Makes the services' dependencies available to every route as `app.deps`. */
export default fp(
  async function deps(app: FastifyInstance, options: { deps: Omit<Deps, 'log' | 'background'> }) {
    const background = createBackgroundTasks(app.log);
    app.decorate('deps', { ...options.deps, log: app.log, background });
    app.addHook('onClose', () => background.drain());
  },
  { name: 'deps' },
);
