import { SOCIAL_TYPES, type SocialProvider } from '@resona/contract';
import { PENDING_KEY, PENDING_TTL_MS, type PendingSignIn } from './provider-redirect.ts';

// The return half of the redirect (provider-redirect.ts starts it). Apart, because the contract's
// SOCIAL_TYPES sits beside zod schemas and the sign-in page's buttons need none of it
// (decision 040).

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
