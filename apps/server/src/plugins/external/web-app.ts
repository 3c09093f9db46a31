import { existsSync } from 'node:fs';
import { join } from 'node:path';
import staticFiles from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * index.html for any path that is not the API so client routes survive a reload.
 */
export default fp(
  async function webApp(app: FastifyInstance, options: { root: string }) {
    const index = join(options.root, 'index.html');
    if (!existsSync(index)) {
      app.log.warn({ root: options.root }, 'web app not built; serving the API only');
      return;
    }
    await app.register(staticFiles, {
      root: options.root,
      wildcard: false,
      preCompressed: false,
      // Off, or send's own 'public, max-age=0' replaces the headers set just below.
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, (request, reply) => {
      if (request.url.startsWith('/api/')) {
        return reply.callNotFound();
      }
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    });
  },
  { name: 'web-app' },
);
