import { createHmac } from 'node:crypto';
import type { Config } from '../../../config.ts';
import { emailNotVerified, signInFailed, usableEmail, type VerifiedIdentity } from './identity.ts';

const TIMEOUT_MS = 5_000;

export type FacebookVerifier = (
  accessToken: string,
  claimedUserId: string | undefined,
) => Promise<VerifiedIdentity>;

interface DebugTokenReply {
  data?: { app_id?: unknown; user_id?: unknown; is_valid?: unknown; type?: unknown };
}
interface MeReply {
  id?: unknown;
  email?: unknown;
}

/** A Graph GET; any error reply (Graph answers `{error: {...}}` with a 4xx) is a refusal. */
async function graphGet<T>(url: URL): Promise<T> {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
  if (!response.ok) throw signInFailed('facebook');
  return (await response.json()) as T;
}

/**
 * Checks a Facebook user access token with the Graph API: `debug_token` (asked with our app
 * token) must say it is valid and was issued to our app, for a user; `/me` then gives the id and
 * address, asked with `appsecret_proof` (HMAC-SHA256 of the token keyed by the app secret, so a
 * stolen token is useless to anyone without the secret). Null when Facebook is not configured.
 */
export function createFacebookVerifier(facebook: Config['facebook']): FacebookVerifier | null {
  const { appId, appSecret, graphUrl } = facebook;
  if (!appId || !appSecret) return null;

  return async (accessToken, claimedUserId) => {
    const debug = new URL(`${graphUrl}/debug_token`);
    debug.searchParams.set('input_token', accessToken);
    debug.searchParams.set('access_token', `${appId}|${appSecret}`);
    let info: DebugTokenReply['data'];
    try {
      info = (await graphGet<DebugTokenReply>(debug)).data;
    } catch {
      throw signInFailed('facebook');
    }
    const userId = info?.user_id === undefined ? '' : String(info.user_id);
    if (
      !info ||
      info.is_valid !== true ||
      String(info.app_id) !== appId ||
      (info.type !== undefined && info.type !== 'USER') ||
      userId === '' ||
      (claimedUserId !== undefined && claimedUserId !== userId)
    ) {
      throw signInFailed('facebook');
    }

    const me = new URL(`${graphUrl}/me`);
    me.searchParams.set('fields', 'id,email');
    me.searchParams.set('access_token', accessToken);
    me.searchParams.set(
      'appsecret_proof',
      createHmac('sha256', appSecret).update(accessToken).digest('hex'),
    );
    let profile: MeReply;
    try {
      profile = await graphGet<MeReply>(me);
    } catch {
      throw signInFailed('facebook');
    }
    if (String(profile.id) !== userId) throw signInFailed('facebook');
    const email = usableEmail(profile.email);
    if (!email) throw emailNotVerified('facebook');
    return { provider: 'facebook', subject: userId, email, emailVerified: false };
  };
}
