import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import { lt } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Deps } from '../deps.ts';
import { botCheckReplays } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';
import { DATA_DIR_FILES, loadOrCreateDataDirSecret } from '../lib/data-dir-secret.ts';

/** A few hundred milliseconds of work in a browser (SECURITY.md). */
const MAX_NUMBER = 50_000;
const CHALLENGE_TTL_MS = 10 * 60 * 1000;

const keys = new WeakMap<Config, string>();

/**
 * The ALTCHA HMAC key: from ALTCHA_HMAC_KEY, else generated once into DATA_DIR so that every
 * restart (and every server sharing the directory) accepts challenges issued before it.
 */
export function altchaKey(config: Config) {
  const known = config.altchaHmacKey ?? keys.get(config);
  if (known) return known;
  const key = loadOrCreateDataDirSecret(config.dataDir, DATA_DIR_FILES.altchaKey);
  keys.set(config, key);
  return key;
}

export function createBotChallenge(deps: Deps) {
  return createChallenge({
    hmacKey: altchaKey(deps.config),
    maxNumber: MAX_NUMBER,
    expires: new Date(deps.now().getTime() + CHALLENGE_TTL_MS),
  });
}

const failed = () => new AppError('BOT_CHECK_FAILED', 'botCheckFailed');

function signatureOf(payload: string) {
  try {
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as unknown;
    const signature = (decoded as { signature?: unknown }).signature;
    return typeof signature === 'string' && signature ? signature : null;
  } catch {
    return null;
  }
}

async function verifyAltcha(deps: Deps, payload: string) {
  const valid = await verifySolution(payload, altchaKey(deps.config), true).catch(() => false);
  const signature = valid ? signatureOf(payload) : null;
  if (!signature) throw failed();
  const now = deps.now();
  const expires = Number(extractParams(payload).expires);
  const expiresAt = new Date(
    Number.isFinite(expires) ? expires * 1000 : now.getTime() + CHALLENGE_TTL_MS,
  );
  await deps.db.delete(botCheckReplays).where(lt(botCheckReplays.expiresAt, now));
  // The primary key makes the second use of one solution insert nothing: a replay.
  const inserted = await deps.db
    .insert(botCheckReplays)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: botCheckReplays.signature });
  if (inserted.length === 0) throw failed();
}

async function verifyTurnstile(deps: Deps, token: string, remoteIp?: string) {
  const { secretKey, verifyUrl } = deps.config.turnstile;
  const form = new URLSearchParams({ secret: secretKey ?? '', response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  try {
    const res = await fetch(verifyUrl, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(5_000),
    });
    const body = (await res.json()) as { success?: unknown };
    if (body.success !== true) throw failed();
  } catch (error) {
    if (error instanceof AppError) throw error;
    deps.log.warn({ err: (error as Error).message }, 'turnstile verification unreachable');
    throw failed();
  }
}

/**
 * The server side of the bot check before login, sign-up and the study survey. Throws
 * BOT_CHECK_FAILED unless the configured check passes; with BOT_CHECK=off it always passes.
 */
export async function verifyBotCheck(deps: Deps, payload: string | undefined, remoteIp?: string) {
  const mode = deps.config.botCheck;
  if (mode === 'off') return;
  if (!payload) throw failed();
  if (mode === 'altcha') return verifyAltcha(deps, payload);
  return verifyTurnstile(deps, payload, remoteIp);
}
