import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

type HelmetOptions = Parameters<typeof helmet>[1];

/** Headers of any reply that are not helmet's. */
const NOT_SECURITY = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

/**
 * The headers helmet sets, worked out once at start. @fastify/helmet builds the whole policy
 * again for every request (it parses the CSP directives each time), which cost a tenth of a
 * small API call's CPU; the policy never changes while the server runs, so helmet runs once on
 * a throwaway instance and its headers are copied onto every reply.
 */
async function helmetHeaders(options: HelmetOptions) {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const reply = await probe.inject('/');
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.headers)) {
    if (!NOT_SECURITY.has(name) && typeof value === 'string') headers[name] = value;
  }
  return headers;
}

const HSTS = 'max-age=31536000; includeSubDomains';
const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=()';

/**
 * A strict Content-Security-Policy: only our own scripts, no inline script, no plugins, no
 * framing. Styles allow inline attributes because React and the ALTCHA widget set them.
 * Turnstile, when configured, is the one third party allowed to run and frame.
 */
export default fp(
  async function security(app: FastifyInstance) {
    const { config } = app.deps;
    const turnstile = config.botCheck === 'turnstile' ? ['https://challenges.cloudflare.com'] : [];
    const headers = await helmetHeaders({
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
      // Set per request below: only a reply that went out over HTTPS may carry it.
      strictTransportSecurity: false,
      referrerPolicy: { policy: 'no-referrer' },
      crossOriginEmbedderPolicy: false,
    });
    // The camera is Resona's own (a fingertip's pulse, decision 103), never a frame's or a
    // third party's; no page of Resona asks for the microphone, a location or a payment sheet.
    headers['permissions-policy'] = PERMISSIONS_POLICY;
    // In onRequest, as helmet itself: every reply gets them, 404s and errors included.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      // request.protocol is https on a TLS socket, or when a trusted proxy (config.trustProxy)
      // says so in X-Forwarded-Proto; a browser ignores HSTS over plain HTTP (RFC 6797 §8.1),
      // and a server reached over HTTP must not claim to be HTTPS-only.
      if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
      done();
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
