import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Config } from '../../../config.ts';
import type { Deps } from '../../../deps.ts';
import { DATA_DIR_FILES, loadOrCreateDataDirSecret } from '../../../lib/data-dir-secret.ts';
import { safeEqual } from '../../../lib/tokens.ts';
import { parseJsonBody, parseProviderEvent } from './events.ts';
import type { PaymentProvider } from './provider.ts';

export const SANDBOX_SIGNATURE_HEADER = 'resona-sandbox-signature';
/** A signature older than this is refused, so a captured delivery cannot be replayed later. */
const TOLERANCE_MS = 5 * 60 * 1000;

const secrets = new WeakMap<Config, string>();

/** SANDBOX_WEBHOOK_SECRET, else a key generated once into DATA_DIR and shared by every server. */
export function sandboxSecret(config: Config) {
  const known = config.sandboxWebhookSecret ?? secrets.get(config);
  if (known) return known;
  const key = loadOrCreateDataDirSecret(config.dataDir, DATA_DIR_FILES.sandboxWebhookKey);
  secrets.set(config, key);
  return key;
}

function mac(secret: string, timestamp: string, body: string) {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, as Stripe-style signatures go. */
export function signSandboxPayload(secret: string, body: string, now: Date) {
  const t = String(Math.floor(now.getTime() / 1000));
  return `t=${t},v1=${mac(secret, t, body)}`;
}

export function sandboxCheckoutPath(id: string) {
  return `/api/v2/purchaseplan/sandbox/checkout/${encodeURIComponent(id)}`;
}

/** The built-in provider: our own checkout page and our own signed webhooks; no money moves. */
export function createSandboxProvider(deps: Deps): PaymentProvider {
  return {
    name: 'sandbox',
    async createSubscription() {
      // Unguessable: the checkout page is reached without a bearer token.
      const id = `SBX-${randomBytes(24).toString('base64url')}`;
      return {
        providerSubscriptionId: id,
        approveUrl: `${deps.config.publicUrl}${sandboxCheckoutPath(id)}`,
      };
    },
    async suspend() {
      /* Nothing to tell: the sandbox takes no recurring payments. */
    },
    async verifyWebhook(headers, rawBody) {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      if (typeof header !== 'string') return null;
      const parts = Object.fromEntries(header.split(',').map((p) => p.trim().split('=', 2)));
      const t = parts.t;
      const v1 = parts.v1;
      if (!t || !v1 || !/^\d{1,12}$/.test(t)) return null;
      if (Math.abs(deps.now().getTime() - Number(t) * 1000) > TOLERANCE_MS) return null;
      const expected = mac(sandboxSecret(deps.config), t, rawBody.toString('utf8'));
      if (!safeEqual(expected, v1)) return null;
      return parseProviderEvent(parseJsonBody(rawBody));
    },
  };
}

/** A PayPal-shaped event for a sandbox subscription. */
export function sandboxEvent(
  type: string,
  resource: Record<string, unknown>,
  now: Date,
): Record<string, unknown> {
  return {
    id: `WH-SBX-${randomUUID()}`,
    event_version: '1.0',
    create_time: now.toISOString(),
    resource_type: type.startsWith('PAYMENT.SALE') ? 'sale' : 'subscription',
    event_type: type,
    resource,
  };
}
