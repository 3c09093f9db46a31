import type { SocialProvider, TPublicConfig } from '@resona/contract';

/**
 * Social sign-in by a top-level redirect to the provider, for both providers
 * (docs/decisions/028): Google's OpenID Connect implicit flow returns an ID token, Facebook's
 * manual login flow an access token, each in the URL fragment of /social-callback. No provider
 * script runs on our pages, so the Content-Security-Policy stays `'self'` only.
 */
export const CALLBACK_PATH = '/social-callback';
/** The attempt started here; sessionStorage keeps it to this tab, and only until it returns. */
export const PENDING_KEY = 'resona.social_pending';
/** An attempt left unfinished longer than this is not accepted back. */
export const PENDING_TTL_MS = 10 * 60 * 1000;

export interface PendingSignIn {
  provider: SocialProvider;
  state: string;
  nonce: string;
  startedAt: number;
}

function randomToken() {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The provider's authorization URL for this attempt, or null when it is not configured. */
export function authorizationUrl(
  provider: SocialProvider,
  config: TPublicConfig,
  pending: PendingSignIn,
  origin: string,
): string | null {
  const redirectUri = `${origin}${CALLBACK_PATH}`;
  if (provider === 'google') {
    if (!config.google_client_id || !config.google_auth_url) return null;
    const url = new URL(config.google_auth_url);
    url.search = new URLSearchParams({
      client_id: config.google_client_id,
      redirect_uri: redirectUri,
      response_type: 'id_token',
      scope: 'openid email',
      state: pending.state,
      nonce: pending.nonce,
    }).toString();
    return url.toString();
  }
  if (!config.facebook_app_id || !config.facebook_dialog_url) return null;
  const url = new URL(config.facebook_dialog_url);
  url.search = new URLSearchParams({
    client_id: config.facebook_app_id,
    redirect_uri: redirectUri,
    response_type: 'token',
    scope: 'email',
    state: pending.state,
  }).toString();
  return url.toString();
}

/** Remembers the attempt and sends the browser to the provider. */
export function startSocialSignIn(provider: SocialProvider, config: TPublicConfig) {
  const pending: PendingSignIn = {
    provider,
    state: randomToken(),
    nonce: randomToken(),
    startedAt: Date.now(),
  };
  const url = authorizationUrl(provider, config, pending, window.location.origin);
  if (!url) return;
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  window.location.assign(url);
}
