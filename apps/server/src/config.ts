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
  GOOGLE_CLIENT_ID: optional,
  FACEBOOK_APP_ID: optional,
  FACEBOOK_APP_SECRET: optional,
  PAYMENT_PROVIDER: z.enum(['sandbox', 'paypal', 'none']).default('sandbox'),
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
  MIN_AGE: z.coerce.number().int().min(13).max(21).default(DEFAULT_MIN_AGE),
  STUDY_PRESURVEY_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** At least this many unused access codes exist after start; they are printed in the banner. */
  SEED_ACCESS_CODES: z.coerce.number().int().min(0).max(500).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built web app lives; served in production mode. */
  WEB_DIST: optional,
});

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
  if (
    e.PAYMENT_PROVIDER === 'paypal' &&
    !(e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET && e.PAYPAL_WEBHOOK_ID)
  ) {
    throw new ConfigError(
      'Invalid PAYMENT_PROVIDER: paypal needs PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID',
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
    google: { clientId: e.GOOGLE_CLIENT_ID },
    facebook: { appId: e.FACEBOOK_APP_ID, appSecret: e.FACEBOOK_APP_SECRET },
    paymentProvider: e.PAYMENT_PROVIDER,
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
    minAge: e.MIN_AGE,
    studyPresurveyUrl: e.STUDY_PRESURVEY_URL,
    seedAccessCodes: e.SEED_ACCESS_CODES,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? resolve(e.WEB_DIST) : undefined,
  };
}
