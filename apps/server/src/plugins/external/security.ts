import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A strict Content-Security-Policy: only our own scripts, no inline script, no plugins, no
 * framing. Styles allow inline attributes because React and the ALTCHA widget set them.
 * Turnstile, when configured, is the one third party allowed to run and frame.
 */
export default fp(
  async function security(app: FastifyInstance) {
    const { config } = app.deps;
    const turnstile = config.botCheck === 'turnstile' ? ['https://challenges.cloudflare.com'] : [];
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...turnstile],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...turnstile],
          mediaSrc: ["'self'", 'blob:', 'https:'],
          workerSrc: ["'self'", 'blob:'],
          frameSrc: turnstile.length ? turnstile : ["'none'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
        },
      },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: 'no-referrer' },
      crossOriginEmbedderPolicy: false,
    });
    await app.register(cors, {
      origin: (origin, callback) => callback(null, !origin || origin === config.publicUrl),
      credentials: false,
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
    });
  },
  { name: 'security', dependencies: ['deps'] },
);
