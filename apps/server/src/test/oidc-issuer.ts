import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Context } from 'oidc-provider';

/**
 * A local OpenID Connect issuer (oidc-provider, the certified implementation) standing in for
 * Google in tests: it signs real RS256 ID tokens through the implicit flow the web app uses
 * (docs/decisions/028). Its sign-in page asks only for an address, like an account chooser.
 * An address starting with `unverified` gets `email_verified: false`.
 */
export interface OidcIssuer {
  issuer: string;
  jwksUrl: string;
  authUrl: string;
  /** The subject the issuer gives an address (stable, like Google's `sub`). */
  subjectOf(email: string): string;
  close(): Promise<void>;
}

export interface OidcClient {
  client_id: string;
  redirect_uris: string[];
}

export const subjectOf = (email: string) =>
  `1${BigInt(`0x${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 15)}`)}`;

const page = (uid: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Local issuer: sign in</title></head><body><main>
<h1>Sign in to continue</h1>
<form method="post" action="/interaction/${uid}">
<label>Email <input type="email" name="email" required autofocus></label>
<button type="submit">Continue</button>
</form></main></body></html>`;

async function readForm(req: IncomingMessage) {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return new URLSearchParams(body);
}

export async function startOidcIssuer(options: {
  clients: OidcClient[];
  port?: number;
  host?: string;
}): Promise<OidcIssuer> {
  const host = options.host ?? '127.0.0.1';
  const emails = new Map<string, string>();
  // Built once the port is known; the server's handlers only run after that.
  const issuerState: { provider?: Provider } = {};

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string) {
    const details = await issuerState.provider!.interactionDetails(req, res);
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(page(uid));
      return;
    }
    const email = (await readForm(req)).get('email')?.trim().toLowerCase() ?? '';
    if (!email || details.prompt.name !== 'login') {
      res.writeHead(400).end('bad interaction');
      return;
    }
    const accountId = subjectOf(email);
    emails.set(accountId, email);
    await issuerState.provider!.interactionFinished(
      req,
      res,
      { login: { accountId } },
      { mergeWithLastSubmission: false },
    );
  }

  const server = createServer((req, res) => {
    const match = /^\/interaction\/([\w-]+)$/.exec(req.url ?? '');
    if (match) {
      interaction(req, res, match[1]!).catch((error: unknown) => {
        res.writeHead(500).end(String(error));
      });
      return;
    }
    issuerState.provider!.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'local-issuer-1', alg: 'RS256', use: 'sig' };

  const provider = new Provider(issuer, {
    clients: options.clients.map((client) => ({
      ...client,
      response_types: ['id_token'],
      grant_types: ['implicit'],
      token_endpoint_auth_method: 'none',
    })),
    jwks: { keys: [jwk] },
    responseTypes: ['id_token'],
    scopes: ['openid', 'email'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: Context, i: { uid: string }) => `/interaction/${i.uid}` },
    cookies: { keys: ['local-issuer-cookie-key'] },
    ttl: { Interaction: 600, Session: 600, Grant: 600, IdToken: 3600 },
    findAccount: (_ctx: Context, id: string) => ({
      accountId: id,
      claims: () => {
        const email = emails.get(id) ?? `${id}@unknown.test`;
        return { sub: id, email, email_verified: !email.startsWith('unverified') };
      },
    }),
    // No consent screen: a test issuer grants what the client asked for (the library's recipe).
    loadExistingGrant: async (ctx: Context) => {
      const { client, session, result } = ctx.oidc;
      const grantId = result?.consent?.grantId ?? session?.grantIdFor(client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        accountId: session?.accountId,
        clientId: client!.clientId,
      });
      grant.addOIDCScope('openid email');
      await grant.save();
      return grant;
    },
  });
  issuerState.provider = provider;
  // The web app under test runs on http://localhost; the library refuses that for the implicit
  // flow unless told otherwise (its documented override, for development issuers only).
  const { invalidate } = provider.Client.Schema.prototype;
  provider.Client.Schema.prototype.invalidate = function (message: string, code?: string) {
    if (code === 'implicit-force-https' || code === 'implicit-forbid-localhost') return;
    invalidate.call(this, message);
  };

  return {
    issuer,
    jwksUrl: `${issuer}/jwks`,
    authUrl: `${issuer}/auth`,
    subjectOf,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Walks the implicit flow as a browser would (following redirects, keeping cookies) and returns
 * the ID token the issuer put in the redirect's fragment.
 */
export async function obtainIdToken(
  issuer: OidcIssuer,
  request: { clientId: string; redirectUri: string; email: string; nonce?: string },
) {
  const cookies = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  };
  const auth = new URL(issuer.authUrl);
  auth.search = new URLSearchParams({
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    response_type: 'id_token',
    scope: 'openid email',
    nonce: request.nonce ?? 'test-nonce',
    state: 'test-state',
  }).toString();
  let url = auth.toString();
  let loggedIn = false;
  for (let hop = 0; hop < 10; hop++) {
    const response = await send(url);
    await response.arrayBuffer();
    const location = response.headers.get('location');
    if (response.status === 200 && /\/interaction\//.test(url) && !loggedIn) {
      loggedIn = true;
      const posted = await send(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: request.email }).toString(),
      });
      await posted.arrayBuffer();
      url = new URL(posted.headers.get('location')!, url).toString();
      continue;
    }
    if (!location) throw new Error(`issuer stopped at ${url} with ${response.status}`);
    const next = new URL(location, url);
    if (next.toString().startsWith(request.redirectUri)) {
      const token = new URLSearchParams(next.hash.slice(1)).get('id_token');
      if (!token) throw new Error(`no id_token in ${next.hash}`);
      return token;
    }
    url = next.toString();
  }
  throw new Error('too many redirects');
}
