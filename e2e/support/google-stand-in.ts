import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The local OpenID issuer of the server's tests (oidc-provider) standing in for Google in the
 * journeys: the server under test verifies its ID tokens exactly as it would Google's, and the
 * browser signs in on its page. Loaded from apps/server, where oidc-provider is installed.
 */
const ISSUER_MODULE = fileURLToPath(
  new URL('../../apps/server/src/test/oidc-issuer.ts', import.meta.url),
);

export const GOOGLE_CLIENT_ID = 'resona-e2e.apps.local';

interface LocalIssuer {
  issuer: string;
  jwksUrl: string;
  authUrl: string;
  close(): Promise<void>;
}
interface IssuerModule {
  startOidcIssuer(options: {
    clients: { client_id: string; redirect_uris: string[] }[];
  }): Promise<LocalIssuer>;
}

/** Starts the issuer for a web app at `baseUrl`; `env` configures the server to trust it. */
export async function startGoogleStandIn(baseUrl: string) {
  const { startOidcIssuer } = (await import(pathToFileURL(ISSUER_MODULE).href)) as IssuerModule;
  const issuer = await startOidcIssuer({
    clients: [{ client_id: GOOGLE_CLIENT_ID, redirect_uris: [`${baseUrl}/social-callback`] }],
  });
  return {
    env: {
      GOOGLE_CLIENT_ID,
      GOOGLE_ISSUER: issuer.issuer,
      GOOGLE_JWKS_URL: issuer.jwksUrl,
      GOOGLE_AUTH_URL: issuer.authUrl,
    },
    close: () => issuer.close(),
  };
}
