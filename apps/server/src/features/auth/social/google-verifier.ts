import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { Config } from '../../../config.ts';
import { emailNotVerified, signInFailed, usableEmail, type VerifiedIdentity } from './identity.ts';

/** Google signs with RS256 only; naming it refuses `alg: none` and every HMAC trick. */
const ALGORITHMS = ['RS256'];
/** SECURITY.md allows at most 300 s of clock skew; a minute is plenty between servers. */
const CLOCK_TOLERANCE_S = 60;
const GOOGLE_ISSUER = 'https://accounts.google.com';

export type GoogleVerifier = (
  idToken: string,
  nonce: string | undefined,
  now: Date,
) => Promise<VerifiedIdentity>;

/**
 * Verifies a Google ID token as Google's documentation asks: the signature against Google's
 * published keys (fetched and cached by jose, refetched when an unknown `kid` appears), `iss`,
 * `aud` = our client id, `exp`, then `email_verified`. Null when Google is not configured.
 */
export function createGoogleVerifier(google: Config['google']): GoogleVerifier | null {
  const { clientId } = google;
  if (!clientId) return null;
  const keys = createRemoteJWKSet(new URL(google.jwksUrl), { timeoutDuration: 5_000 });
  // Google's tokens name their issuer with or without the scheme (its OpenID Connect docs).
  const issuers =
    google.issuer === GOOGLE_ISSUER ? [GOOGLE_ISSUER, 'accounts.google.com'] : [google.issuer];

  return async (idToken, nonce, now) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, keys, {
        issuer: issuers,
        audience: clientId,
        algorithms: ALGORITHMS,
        clockTolerance: CLOCK_TOLERANCE_S,
        currentDate: now,
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch {
      throw signInFailed('google');
    }
    // The nonce binds the token to the browser that asked for it: a token caught elsewhere
    // (another site's sign-in with our client id) does not carry this browser's nonce.
    if ((payload.nonce !== undefined || nonce !== undefined) && payload.nonce !== nonce) {
      throw signInFailed('google');
    }
    if (typeof payload.sub !== 'string' || payload.sub === '') throw signInFailed('google');
    const email = usableEmail(payload.email);
    if (!email || payload.email_verified !== true) throw emailNotVerified('google');
    return { provider: 'google', subject: payload.sub, email, emailVerified: true };
  };
}
