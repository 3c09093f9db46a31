import { SOCIAL_TYPES, type SocialProvider, type TPublicConfig } from '@resona/contract';

/**
 * Social sign-in by a top-level redirect to the provider, for both providers
 * (docs/decisions/028): Google's OpenID Connect implicit flow returns an ID token, Facebook's
 * manual login flow an access token, each in the URL fragment of /social-callback. No provider
 * script runs on our pages, so the Content-Security-Policy stays `'self'` only.
 */
export const CALLBACK_PATH = '/social-callback';
/** The attempt started here; sessionStorage keeps it to this tab, and only until it returns. */
const PENDING_KEY = 'resona.social_pending';
/** An attempt left unfinished longer than this is not accepted back. */
const PENDING_TTL_MS = 10 * 60 * 1000;

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

export type CallbackResult =
  | { kind: 'credential'; provider: SocialProvider; body: SocialCredentialBody }
  | { kind: 'cancelled' }
  | { kind: 'expired' };

export interface SocialCredentialBody {
  social_type: 1 | 2;
  token: string;
  nonce?: string;
}

/** The attempt this tab started, if any. */
export function pendingSignIn(): PendingSignIn | null {
  const raw = sessionStorage.getItem(PENDING_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as PendingSignIn;
  } catch {
    return null;
  }
}

/** Single use: once its answer is read, a reload cannot replay the attempt. */
export function forgetPendingSignIn() {
  sessionStorage.removeItem(PENDING_KEY);
}

/**
 * Reads the provider's answer from the callback's fragment. The `state` must be the one this tab
 * sent (an answer injected from elsewhere is refused), and the attempt recent.
 */
export function readCallback(
  hash: string,
  pending: PendingSignIn | null,
  now = Date.now(),
): CallbackResult {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (!pending || now - pending.startedAt > PENDING_TTL_MS) return { kind: 'expired' };
  if (params.get('state') !== pending.state) return { kind: 'expired' };
  if (params.has('error')) return { kind: 'cancelled' };
  const token = params.get(pending.provider === 'google' ? 'id_token' : 'access_token');
  if (!token) return { kind: 'cancelled' };
  return {
    kind: 'credential',
    provider: pending.provider,
    body:
      pending.provider === 'google'
        ? { social_type: SOCIAL_TYPES.google, token, nonce: pending.nonce }
        : { social_type: SOCIAL_TYPES.facebook, token },
  };
}
