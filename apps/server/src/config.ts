import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_MIN_AGE } from '@resona/contract';

const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const ZDatabaseUrl = optional.refine(
  (v) => {
    if (v === undefined) return true;
    try {
      const url = new URL(v);
      return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.host !== '';
    } catch {
      return false;
    }
  },
  { message: 'must be a postgres:// or postgresql:// URL with a host' },
);

/** Where Prometheus finds a server's metrics unless METRICS_PORT says otherwise. */
export const DEFAULT_METRICS_PORT = 9464;

/** 127.0.0.0/8, ::1 and localhost: reachable from this machine only. */
export function isLoopback(host: string) {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: ZDatabaseUrl,
  SMTP_URL: optional.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().default('Resona <no-reply@resona.local>'),
  SUPPORT_EMAIL: z.email().default('support@resona.local'),
  VAPID_PUBLIC_KEY: optional,
  VAPID_PRIVATE_KEY: optional,
  /**
   * Hosts a Web Push endpoint may point at (comma-separated; `*.example.com` matches subdomains;
   * `host:port` for a port other than 443). Anything else is refused: the server never posts to
   * an address a client chose. Defaults to the browsers' push services.
   */
  PUSH_ALLOWED_HOSTS: optional,
  /** A PEM file of an extra CA for push endpoints; tests only (a local HTTPS endpoint). */
  PUSH_TEST_CA_FILE: optional,
  GOOGLE_CLIENT_ID: optional,
  FACEBOOK_APP_ID: optional,
  FACEBOOK_APP_SECRET: optional,
  /** Google's OpenID issuer and keys; configurable so tests can point them at a local issuer. */
  GOOGLE_ISSUER: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com'),
  GOOGLE_JWKS_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://www.googleapis.com/oauth2/v3/certs'),
  /** Where the web app sends the browser for an ID token (OpenID Connect authorization endpoint). */
  GOOGLE_AUTH_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://accounts.google.com/o/oauth2/v2/auth'),
  /** The Graph API (debug_token, /me) and the login dialog; tests point them at a stand-in. */
  FACEBOOK_GRAPH_URL: z.url({ protocol: /^https?$/ }).default('https://graph.facebook.com/v19.0'),
  FACEBOOK_DIALOG_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://www.facebook.com/v19.0/dialog/oauth'),
  /**
   * sandbox lets any account approve its own checkout: the default outside production only; in
   * production it must be named (decision 049).
   */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'paypal', 'none']).optional(),
  /** The OpenAPI document and viewer at /api/docs: on by default, off in production. */
  API_DOCS: z.enum(['on', 'off']).optional(),
  /** HMAC key of the sandbox provider's webhooks; generated once into DATA_DIR when unset. */
  SANDBOX_WEBHOOK_SECRET: optional,
  PAYPAL_CLIENT_ID: optional,
  PAYPAL_CLIENT_SECRET: optional,
  /** The id PayPal gave our webhook; verify-webhook-signature needs it. */
  PAYPAL_WEBHOOK_ID: optional,
  PAYPAL_API_BASE: z.url({ protocol: /^https?$/ }).default('https://api-m.sandbox.paypal.com'),
  BOT_CHECK: z.enum(['altcha', 'turnstile', 'off']).default('altcha'),
  TURNSTILE_SITE_KEY: optional,
  TURNSTILE_SECRET_KEY: optional,
  /** Cloudflare's siteverify endpoint; configurable so tests can point it at a local server. */
  TURNSTILE_VERIFY_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
  /** HMAC key for ALTCHA challenges; generated once into DATA_DIR when unset. */
  ALTCHA_HMAC_KEY: optional,
  /**
   * The key authenticator apps' secrets are encrypted with (64 hex digits); generated once into
   * DATA_DIR when unset. Servers on several machines sharing one database must share it.
   */
  SECOND_FACTOR_KEY: optional.pipe(
    z
      .string()
      .regex(/^[0-9a-f]{64}$/i, { error: 'must be 64 hex digits' })
      .optional(),
  ),
  MIN_AGE: z.coerce.number().int().min(13).max(21).default(DEFAULT_MIN_AGE),
  STUDY_PRESURVEY_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** Where the Terms and the Privacy notice are read; PUBLIC_URL's own pages when unset. */
  TERMS_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  PRIVACY_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** At least this many unused access codes exist after start; they are printed in the banner. */
  SEED_ACCESS_CODES: z.coerce.number().int().min(0).max(500).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The Prometheus metrics' own listener (decision 098): never the public port. `off` serves
   * none; 0 lets the system pick (tests).
   */
  METRICS_PORT: z
    .union([z.literal('off'), z.coerce.number().int().min(0).max(65_535)])
    .default(DEFAULT_METRICS_PORT),
  /** Loopback unless METRICS_TOKEN is set: Prometheus on this machine, or one that sends the token. */
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** A bearer token /metrics then asks for (at least 32 characters: `openssl rand -hex 32`). */
  METRICS_TOKEN: optional.pipe(
    z.string().min(32, 'must be at least 32 characters (openssl rand -hex 32)').optional(),
  ),
  /**
   * Past this mean event-loop delay over a second, two seconds in a row, API calls are answered
   * 503 with Retry-After instead of waiting in line (0: never). Generous: a busy machine stays
   * far below it.
   */
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  /** Past this share of a second the event loop was busy (0–1), likewise, the same answer (0: never). */
  OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
  /** Where the built web app lives; served in production mode. */
  WEB_DIST: optional,
});

/** The push services of Chrome/Edge (FCM), Firefox, Safari and legacy Edge/Windows. */
const DEFAULT_PUSH_HOSTS =
  'fcm.googleapis.com,updates.push.services.mozilla.com,*.push.apple.com,*.notify.windows.com';

export type Config = ReturnType<typeof parseConfig>;

export class ConfigError extends Error {}

/** Reads the environment; a bad value is one clear line naming the variable. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env) {
  // A variable set to nothing (`PORT=`) means its default, as if unset: otherwise PORT= would
  // coerce to 0 (a random port) and DATA_DIR= would put the database in the working directory.
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = ZEnv.safeParse(given);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid ${name}: ${issue?.message ?? 'bad value'}`);
  }
  const e = parsed.data;
  if (e.BOT_CHECK === 'turnstile' && !(e.TURNSTILE_SITE_KEY && e.TURNSTILE_SECRET_KEY)) {
    throw new ConfigError(
      'Invalid BOT_CHECK: turnstile needs TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY',
    );
  }
  if (!e.PAYMENT_PROVIDER && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid PAYMENT_PROVIDER: set it in production: paypal, none, or sandbox (which lets any account approve its own checkout)',
    );
  }
  const paymentProvider = e.PAYMENT_PROVIDER ?? 'sandbox';
  if (
    e.PAYMENT_PROVIDER === 'paypal' &&
    !(e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET && e.PAYPAL_WEBHOOK_ID)
  ) {
    throw new ConfigError(
      'Invalid PAYMENT_PROVIDER: paypal needs PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID',
    );
  }
  if (e.PUSH_TEST_CA_FILE && e.NODE_ENV !== 'test') {
    throw new ConfigError('Invalid PUSH_TEST_CA_FILE: only allowed when NODE_ENV is test');
  }
  const metricsPort = e.METRICS_PORT === 'off' ? null : e.METRICS_PORT;
  if (metricsPort !== null && !isLoopback(e.METRICS_HOST) && !e.METRICS_TOKEN) {
    throw new ConfigError(
      'Invalid METRICS_HOST: a host other than loopback needs METRICS_TOKEN, or anyone who reaches it reads the metrics',
    );
  }
  if (metricsPort !== null && metricsPort !== 0 && metricsPort === e.PORT) {
    throw new ConfigError(
      'Invalid METRICS_PORT: must differ from PORT (the metrics are never public)',
    );
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    vapid: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY },
    push: {
      allowedHosts: (e.PUSH_ALLOWED_HOSTS ?? DEFAULT_PUSH_HOSTS)
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter((h) => h !== ''),
      testCaFile: e.PUSH_TEST_CA_FILE,
    },
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      issuer: e.GOOGLE_ISSUER,
      jwksUrl: e.GOOGLE_JWKS_URL,
      authUrl: e.GOOGLE_AUTH_URL,
    },
    facebook: {
      appId: e.FACEBOOK_APP_ID,
      appSecret: e.FACEBOOK_APP_SECRET,
      graphUrl: e.FACEBOOK_GRAPH_URL.replace(/\/+$/, ''),
      dialogUrl: e.FACEBOOK_DIALOG_URL,
    },
    paymentProvider,
    apiDocs: (e.API_DOCS ?? (e.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    /**
     * Whose X-Forwarded-For and X-Forwarded-Proto are believed: in production a proxy on the
     * same machine (client addresses for rate limits; HTTPS for HSTS), otherwise nobody.
     */
    trustProxy: e.NODE_ENV === 'production' ? ('loopback' as const) : false,
    sandboxWebhookSecret: e.SANDBOX_WEBHOOK_SECRET,
    paypal: {
      clientId: e.PAYPAL_CLIENT_ID,
      clientSecret: e.PAYPAL_CLIENT_SECRET,
      webhookId: e.PAYPAL_WEBHOOK_ID,
      apiBase: e.PAYPAL_API_BASE.replace(/\/+$/, ''),
    },
    botCheck: e.BOT_CHECK,
    turnstile: {
      siteKey: e.TURNSTILE_SITE_KEY,
      secretKey: e.TURNSTILE_SECRET_KEY,
      verifyUrl: e.TURNSTILE_VERIFY_URL,
    },
    altchaHmacKey: e.ALTCHA_HMAC_KEY,
    secondFactorKey: e.SECOND_FACTOR_KEY,
    minAge: e.MIN_AGE,
    studyPresurveyUrl: e.STUDY_PRESURVEY_URL,
    termsUrl: e.TERMS_URL ?? `${publicUrl}/TermCondition`,
    privacyUrl: e.PRIVACY_URL ?? `${publicUrl}/Privacy`,
    seedAccessCodes: e.SEED_ACCESS_CODES,
    logLevel: e.LOG_LEVEL,
    /** The metrics' own listener; port null: none. */
    metrics: { port: metricsPort, host: e.METRICS_HOST, token: e.METRICS_TOKEN },
    /** When API calls are answered 503 instead of waiting (0: that check is off). */
    overload: {
      maxEventLoopDelayMs: e.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
      maxEventLoopUtilization: e.OVERLOAD_MAX_EVENT_LOOP_UTILIZATION,
    },
    webDist: e.WEB_DIST ? resolve(e.WEB_DIST) : undefined,
  };
}
