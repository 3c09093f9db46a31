import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Facebook's Graph API, answering `GET /debug_token` and
 * `GET /me?fields=id,email` as Graph's public documentation shows, error shapes included:
 * a token Graph cannot parse is a 400 OAuthException (code 190); a known but expired token is
 * debug_token `is_valid: false` with an `error` inside `data`; a wrong or missing
 * appsecret_proof on /me is a 400 GraphMethodException (code 100).
 */
export interface GraphStandIn {
  url: string;
  /** A user access token issued to `appId` for a user (the login dialog's result). */
  issueToken(user: { id: string; email?: string }, options?: { appId?: string }): string;
  /** Marks a token as expired (debug_token then says is_valid: false). */
  expire(token: string): void;
  /** Graph checks appsecret_proof against this secret from now on (a reset app secret). */
  resetSecret(appId: string, secret: string): void;
  close(): Promise<void>;
}

interface IssuedToken {
  appId: string;
  userId: string;
  email: string | undefined;
  valid: boolean;
}

const oauthError = (message: string) => ({
  error: { message, type: 'OAuthException', code: 190, fbtrace_id: randomBytes(8).toString('hex') },
});

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}

/** `apps` maps each app id Graph knows to its secret (ours and another app's). */
export async function startGraphStandIn(apps: Record<string, string>): Promise<GraphStandIn> {
  const tokens = new Map<string, IssuedToken>();
  const proofSecrets = { ...apps };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://graph.local');
    const query = url.searchParams;
    if (req.method !== 'GET') return send(res, 400, oauthError('Unsupported method'));

    if (url.pathname === '/debug_token') {
      // The caller proves itself with an app access token "app_id|app_secret".
      const [appId, secret] = (query.get('access_token') ?? '').split('|');
      if (!appId || apps[appId] === undefined || apps[appId] !== secret) {
        return send(res, 400, oauthError('Invalid OAuth access token signature.'));
      }
      const issued = tokens.get(query.get('input_token') ?? '');
      if (!issued) {
        return send(res, 400, oauthError('Invalid OAuth access token - Cannot parse access token'));
      }
      const data = {
        app_id: issued.appId,
        type: 'USER',
        application: 'Stand-in app',
        data_access_expires_at: Math.floor(Date.now() / 1000) + 7_776_000,
        expires_at: Math.floor(Date.now() / 1000) + (issued.valid ? 5_184_000 : -60),
        is_valid: issued.valid,
        scopes: ['email', 'public_profile'],
        user_id: issued.userId,
        ...(issued.valid
          ? {}
          : {
              error: {
                code: 190,
                message: 'Error validating access token: Session has expired.',
                subcode: 463,
              },
            }),
      };
      return send(res, 200, { data });
    }

    if (url.pathname === '/me') {
      const token = query.get('access_token') ?? '';
      const issued = tokens.get(token);
      if (!issued || !issued.valid) {
        return send(res, 400, oauthError('Invalid OAuth access token - Cannot parse access token'));
      }
      const expected = createHmac('sha256', proofSecrets[issued.appId]!)
        .update(token)
        .digest('hex');
      if (query.get('appsecret_proof') !== expected) {
        return send(res, 400, {
          error: {
            message: query.has('appsecret_proof')
              ? 'Invalid appsecret_proof provided in the API argument'
              : 'API calls from the server require an appsecret_proof argument',
            type: 'GraphMethodException',
            code: 100,
            fbtrace_id: randomBytes(8).toString('hex'),
          },
        });
      }
      const fields = (query.get('fields') ?? 'id').split(',');
      // Graph leaves `email` out when the person has no usable address.
      return send(res, 200, {
        id: issued.userId,
        ...(fields.includes('email') && issued.email ? { email: issued.email } : {}),
      });
    }
    return send(res, 400, oauthError('Unknown path components'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    issueToken(user, options = {}) {
      const appId = options.appId ?? Object.keys(apps)[0]!;
      const token = `EAA${randomBytes(24).toString('base64url')}`;
      tokens.set(token, { appId, userId: user.id, email: user.email, valid: true });
      return token;
    },
    resetSecret(appId, secret) {
      proofSecrets[appId] = secret;
    },
    expire(token) {
      const issued = tokens.get(token);
      if (issued) issued.valid = false;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
