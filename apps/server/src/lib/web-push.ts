import { readFileSync } from 'node:fs';
import { Agent } from 'node:https';
import { join } from 'node:path';
import webpush from 'web-push';
import type { Config } from '../config.ts';
import { DATA_DIR_FILES } from './data-dir-secret.ts';
import { createFileOnce, replaceFile } from './durable-file.ts';

/** The keys of one browser's subscription (RFC 8291). */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What a push carries: never health data, only what the banner and the click need. */
export interface PushPayload {
  title: string;
  body: string;
  url?: string;
}

/** sent: accepted; gone: 404/410, the subscription must be deleted; failed: try again later. */
export type PushResult = 'sent' | 'gone' | 'failed';

export interface PushSender {
  publicKey: string;
  send(target: PushTarget, payload: PushPayload): Promise<PushResult>;
}

/** VAPID token lifetime (RFC 8292 allows at most 24 h) and how long one is reused. */
const TOKEN_LIFETIME_S = 12 * 60 * 60;
const TOKEN_REUSE_MS = 60 * 60 * 1000;

/**
 * The VAPID key pair (RFC 8292): from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or generated once into
 * DATA_DIR. It must stay the same across restarts: every browser subscription is bound to it.
 */
export function loadVapidKeys(config: Config): { publicKey: string; privateKey: string } {
  if (config.vapid.publicKey && config.vapid.privateKey) {
    return { publicKey: config.vapid.publicKey, privateKey: config.vapid.privateKey };
  }
  const file = join(config.dataDir, DATA_DIR_FILES.vapidKeys);
  const read = () => JSON.parse(readFileSync(file, 'utf8')) as webpush.VapidKeys;
  try {
    return read();
  } catch {
    // When two processes race, the first file wins and both use it.
    if (!createFileOnce(file, JSON.stringify(webpush.generateVAPIDKeys()))) {
      // It was there but not whole: an older version wrote it without a sync, and a power cut
      // left it cut short. Its subscriptions cannot be signed for any more; new keys let people
      // subscribe again instead of the server not starting.
      try {
        return read();
      } catch {
        replaceFile(file, JSON.stringify(webpush.generateVAPIDKeys()));
      }
    }
    return read();
  }
}

/**
 * Only https endpoints on an allowed push-service host (config.push.allowedHosts). The host part
 * compared includes a port other than 443, so `127.0.0.1:8443` must be listed as such.
 */
export function isAllowedPushEndpoint(endpoint: string, allowedHosts: readonly string[]) {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
  const host = url.host.toLowerCase();
  return allowedHosts.some((allowed) =>
    allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) : host === allowed,
  );
}

const senders = new WeakMap<Config, PushSender>();

/** One sender per configuration: keys are read once, connections are reused. */
export function pushSenderFor(config: Config): PushSender {
  let sender = senders.get(config);
  if (!sender) {
    sender = createPushSender(config);
    senders.set(config, sender);
  }
  return sender;
}

function createPushSender(config: Config): PushSender {
  const keys = loadVapidKeys(config);
  const subject = `mailto:${config.supportEmail}`;
  // RFC 8292 tokens are per push-service origin and may live up to 24 h: one signed token per
  // origin, reused for an hour, instead of an ES256 signature for every message of a broadcast.
  const tokens = new Map<string, { authorization: string; renewAt: number }>();
  const authorizationFor = (endpoint: string) => {
    const audience = new URL(endpoint).origin;
    const now = Date.now();
    const cached = tokens.get(audience);
    if (cached && cached.renewAt > now) return cached.authorization;
    const expiration = Math.floor(now / 1000) + TOKEN_LIFETIME_S;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      subject,
      keys.publicKey,
      keys.privateKey,
      'aes128gcm',
      expiration,
    );
    tokens.set(audience, { authorization: Authorization, renewAt: now + TOKEN_REUSE_MS });
    return Authorization;
  };
  // web-push calls https.request once and never follows a redirect; the agent only adds the
  // test CA (refused outside NODE_ENV=test by the config).
  const agent = config.push.testCaFile
    ? new Agent({ ca: readFileSync(config.push.testCaFile), keepAlive: true })
    : new Agent({ keepAlive: true, maxSockets: 32 });
  return {
    publicKey: keys.publicKey,
    async send(target, payload) {
      // Checked again at send time: a host removed from the list is never contacted.
      if (!isAllowedPushEndpoint(target.endpoint, config.push.allowedHosts)) return 'failed';
      const message: PushPayload = { title: payload.title, body: payload.body };
      if (payload.url) message.url = payload.url;
      try {
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(message),
          {
            headers: { Authorization: authorizationFor(target.endpoint) },
            TTL: 24 * 60 * 60,
            agent,
            timeout: 10_000,
            contentEncoding: 'aes128gcm',
          },
        );
        return 'sent';
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        return status === 404 || status === 410 ? 'gone' : 'failed';
      }
    },
  };
}
