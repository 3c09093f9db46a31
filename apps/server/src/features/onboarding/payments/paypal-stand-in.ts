import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/**
 * A local stand-in for PayPal's REST API, answering the calls we make with the paths, shapes
 * and status codes of PayPal's public documentation (OAuth2 token, Subscriptions v1,
 * verify-webhook-signature). It records every request so tests can check what we sent.
 */
export async function startPayPalStandIn(credentials: { clientId: string; clientSecret: string }) {
  const received: Received[] = [];
  const state = { failCreate: false, goodSignature: 'good-signature' };
  let count = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ method: req.method ?? '', path, headers: req.headers, body });
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      const basic = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`;
      if (req.method === 'POST' && path === '/v1/oauth2/token') {
        if (req.headers.authorization !== basic || body !== 'grant_type=client_credentials') {
          return json(401, {
            error: 'invalid_client',
            error_description: 'Client Authentication failed',
          });
        }
        return json(200, {
          scope: 'https://uri.paypal.com/services/subscriptions',
          access_token: 'A21AA-standin-token',
          token_type: 'Bearer',
          app_id: 'APP-80W284485P519543T',
          expires_in: 32_400,
          nonce: 'n',
        });
      }
      if (req.headers.authorization !== 'Bearer A21AA-standin-token') {
        return json(401, {
          name: 'AUTHENTICATION_FAILURE',
          message:
            'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
        });
      }
      if (req.method === 'POST' && path === '/v1/billing/subscriptions') {
        if (state.failCreate) return json(500, { name: 'INTERNAL_SERVER_ERROR' });
        const input = JSON.parse(body) as { plan_id: string };
        const id = `I-STANDIN${++count}`;
        return json(201, {
          id,
          status: 'APPROVAL_PENDING',
          plan_id: input.plan_id,
          create_time: new Date().toISOString(),
          links: [
            {
              href: `https://www.sandbox.paypal.com/webapps/billing/subscriptions?ba_token=BA-${id}`,
              rel: 'approve',
              method: 'GET',
            },
            {
              href: `https://api-m.sandbox.paypal.com/v1/billing/subscriptions/${id}`,
              rel: 'edit',
              method: 'PATCH',
            },
            {
              href: `https://api-m.sandbox.paypal.com/v1/billing/subscriptions/${id}`,
              rel: 'self',
              method: 'GET',
            },
          ],
        });
      }
      if (req.method === 'POST' && /^\/v1\/billing\/subscriptions\/[^/]+\/suspend$/.test(path)) {
        res.writeHead(204);
        return res.end();
      }
      if (req.method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
        const input = JSON.parse(body) as { transmission_sig?: string };
        return json(200, {
          verification_status:
            input.transmission_sig === state.goodSignature ? 'SUCCESS' : 'FAILURE',
        });
      }
      json(404, { name: 'RESOURCE_NOT_FOUND' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
