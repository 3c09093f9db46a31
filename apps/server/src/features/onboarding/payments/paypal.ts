import { randomUUID } from 'node:crypto';
import { parseJsonBody, parseProviderEvent } from './events.ts';
import { ProviderError } from './provider-error.ts';
import type { PaymentProvider } from './provider.ts';

export interface PayPalOptions {
  apiBase: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** Replaceable in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

const TIMEOUT_MS = 10_000;
/** Headers PayPal signs a delivery with; verification needs all of them. */
const SIGNATURE_HEADERS = [
  'paypal-auth-algo',
  'paypal-cert-url',
  'paypal-transmission-id',
  'paypal-transmission-sig',
  'paypal-transmission-time',
] as const;

/**
 * PayPal Subscriptions (REST v1): an OAuth2 client-credentials token, create and suspend a
 * subscription, and webhook verification through PayPal's verify-webhook-signature call.
 */
export function createPayPalProvider(options: PayPalOptions): PaymentProvider {
  const doFetch = options.fetch ?? fetch;
  let token: { value: string; expiresAt: number } | null = null;

  async function accessToken() {
    if (token && token.expiresAt > Date.now()) return token.value;
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const res = await call('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    const body = (await res.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new ProviderError('PayPal token reply without access_token');
    // Renew a minute early so a token never expires between our check and PayPal's.
    const lifetime = Math.max((body.expires_in ?? 0) - 60, 0) * 1000;
    token = { value: body.access_token, expiresAt: Date.now() + lifetime };
    return token.value;
  }

  async function call(path: string, init: RequestInit) {
    let res: Response;
    try {
      res = await doFetch(`${options.apiBase}${path}`, {
        ...init,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderError(`PayPal unreachable: ${(error as Error).message}`);
    }
    if (!res.ok) throw new ProviderError(`PayPal ${path} answered ${res.status}`);
    return res;
  }

  async function authorised(path: string, body: string, extra: Record<string, string> = {}) {
    return call(path, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        ...extra,
      },
      body,
    });
  }

  return {
    name: 'paypal',
    async createSubscription({ plan, customId, returnUrls }) {
      const res = await authorised(
        '/v1/billing/subscriptions',
        JSON.stringify({
          plan_id: plan.planId,
          custom_id: customId,
          application_context: {
            brand_name: 'Resona',
            user_action: 'SUBSCRIBE_NOW',
            return_url: returnUrls.success,
            cancel_url: returnUrls.cancel,
          },
        }),
        // A retried request then creates no second subscription.
        { 'paypal-request-id': randomUUID(), prefer: 'return=minimal' },
      );
      const body = (await res.json()) as { id?: string; links?: { href: string; rel: string }[] };
      const approve = body.links?.find((l) => l.rel === 'approve')?.href;
      if (!body.id || !approve) throw new ProviderError('PayPal subscription without approve link');
      return { providerSubscriptionId: body.id, approveUrl: approve };
    },
    async suspend(id, reason) {
      await authorised(
        `/v1/billing/subscriptions/${encodeURIComponent(id)}/suspend`,
        JSON.stringify({ reason: reason.slice(0, 128) }),
      );
    },
    async verifyWebhook(headers, rawBody) {
      const values = SIGNATURE_HEADERS.map((h) => headers[h]);
      if (values.some((v) => typeof v !== 'string' || v === '')) return null;
      const event = parseJsonBody(rawBody);
      if (event === null || typeof event !== 'object') return null;
      const [authAlgo, certUrl, transmissionId, transmissionSig, transmissionTime] =
        values as string[];
      // The event goes back byte for byte: re-serialising it could change what was signed.
      const body = `{"auth_algo":${JSON.stringify(authAlgo)},"cert_url":${JSON.stringify(certUrl)},"transmission_id":${JSON.stringify(transmissionId)},"transmission_sig":${JSON.stringify(transmissionSig)},"transmission_time":${JSON.stringify(transmissionTime)},"webhook_id":${JSON.stringify(options.webhookId)},"webhook_event":${rawBody.toString('utf8')}}`;
      const res = await authorised('/v1/notifications/verify-webhook-signature', body);
      const answer = (await res.json()) as { verification_status?: string };
      return answer.verification_status === 'SUCCESS' ? parseProviderEvent(event) : null;
    },
  };
}
