import { existsSync } from 'node:fs';
import { join } from 'node:path';
import staticFiles from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isHomePath, LANGUAGES } from '@resona/contract';
import { homePages } from './web-app-home.ts';
import { loadPageChooser, pageLanguage } from './web-app-pages.ts';

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated. A
 * path that is not the API gets its page: a public page pre-rendered in the visitor's language,
 * the signed-in screens' shell, index.html for the other screens the router knows, and the
 * pre-rendered 404 (status 404) for the rest (decision 059). Client routes survive a reload.
 */
export default fp(
  async function webApp(app: FastifyInstance, options: { root: string }) {
    const index = join(options.root, 'index.html');
    if (!existsSync(index)) {
      app.log.warn({ root: options.root }, 'web app not built; serving the API only');
      return;
    }
    const choosePage = loadPageChooser(options.root);
    const homePage = homePages(options.root, app.deps.db);
    // Drawn once the server is up, a language at a time, so no person's first /home waits for
    // React's render; a failure here is logged again by the request that meets it.
    app.addHook('onReady', () => {
      if (!homePage) return;
      void LANGUAGES.reduce<Promise<unknown>>(
        (previous, { code }) => previous.then(() => homePage(code)).catch(() => undefined),
        Promise.resolve(),
      );
    });
    await app.register(staticFiles, {
      root: options.root,
      wildcard: false,
      // ssr/ is the server's own: /home's render and templates (decision 106).
      globIgnore: ['ssr/**'],
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
    app.get(
      '/*',
      { config: { access: 'public' }, schema: { hide: true } },
      async (request, reply) => {
        if (request.url.startsWith('/api/')) {
          return reply.callNotFound();
        }
        const path = request.url.split('?')[0]!;
        const language = pageLanguage(request.headers);
        const page = choosePage(path, language);
        reply.header('Cache-Control', 'no-cache');
        // The same path answers in another language for another cookie or browser.
        reply.header('Vary', 'Cookie, Accept-Language');
        if (homePage && isHomePath(path) && page.status === 200) {
          try {
            return await reply.type('text/html; charset=utf-8').send(await homePage(language));
          } catch (error) {
            request.log.error({ err: error }, '/home not rendered; its shell sent instead');
          }
        }
        return reply.code(page.status).sendFile(page.file);
      },
    );
  },
  { name: 'web-app' },
);
