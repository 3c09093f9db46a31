import { decodeJwt, generateKeyPair, SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { obtainIdToken, startOidcIssuer } from '../../../test/oidc-issuer.ts';
import { createGoogleVerifier } from './google-verifier.ts';

const CLIENT_ID = 'resona-web.local';
const REDIRECT = 'http://localhost:3000/social-callback';
const issuer = await startOidcIssuer({
  clients: [
    { client_id: CLIENT_ID, redirect_uris: [REDIRECT] },
    { client_id: 'another-app.local', redirect_uris: [REDIRECT] },
  ],
});
afterAll(() => issuer.close());

const google = {
  clientId: CLIENT_ID,
  issuer: issuer.issuer,
  jwksUrl: issuer.jwksUrl,
  authUrl: issuer.authUrl,
};
const verify = createGoogleVerifier(google)!;
const token = (email: string, clientId = CLIENT_ID, nonce = 'nonce-1') =>
  obtainIdToken(issuer, { clientId, redirectUri: REDIRECT, email, nonce });

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const refusal = { errorType: 'INVALID_TOKEN', messageKey: 'socialSignInFailed' };

describe('the Google ID token verifier, against a real local issuer', () => {
  it('accepts a valid token: the subject and the verified address', async () => {
    const idToken = await token('Ada@Example.com');
    await expect(verify(idToken, 'nonce-1', new Date())).resolves.toEqual({
      provider: 'google',
      subject: issuer.subjectOf('ada@example.com'),
      email: 'ada@example.com',
      emailVerified: true,
    });
  });

  it('is not configured without a client id', () => {
    expect(createGoogleVerifier({ ...google, clientId: undefined })).toBeNull();
  });

  it('refuses a token issued to another app (audience)', async () => {
    const idToken = await token('bo@example.com', 'another-app.local');
    await expect(verify(idToken, 'nonce-1', new Date())).rejects.toMatchObject(refusal);
  });

  it('refuses a token from another issuer, even one signed by the known keys', async () => {
    const idToken = await token('cy@example.com');
    const elsewhere = createGoogleVerifier({ ...google, issuer: 'https://accounts.google.com' })!;
    await expect(elsewhere(idToken, 'nonce-1', new Date())).rejects.toMatchObject(refusal);
  });

  it('refuses an expired token (past exp and the minute of skew allowed)', async () => {
    const idToken = await token('di@example.com');
    const { exp } = decodeJwt(idToken);
    await expect(verify(idToken, 'nonce-1', new Date(exp! * 1000 - 1000))).resolves.toBeTruthy();
    await expect(verify(idToken, 'nonce-1', new Date(exp! * 1000 + 61_000))).rejects.toMatchObject(
      refusal,
    );
  });

  it('refuses alg none with the genuine claims', async () => {
    const idToken = await token('ed@example.com');
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${idToken.split('.')[1]}.`;
    await expect(verify(unsigned, 'nonce-1', new Date())).rejects.toMatchObject(refusal);
  });

  it('refuses the genuine claims signed by a foreign key under the issuer key id', async () => {
    const idToken = await token('fa@example.com');
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT(decodeJwt(idToken))
      .setProtectedHeader({ alg: 'RS256', kid: 'local-issuer-1', typ: 'JWT' })
      .sign(privateKey);
    await expect(verify(forged, 'nonce-1', new Date())).rejects.toMatchObject(refusal);
  });

  it('refuses a token whose subject was changed after signing', async () => {
    const idToken = await token('gu@example.com');
    const [header, , signature] = idToken.split('.');
    const claims = { ...decodeJwt(idToken), sub: issuer.subjectOf('victim@example.com') };
    const tampered = `${header}.${b64(claims)}.${signature}`;
    await expect(verify(tampered, 'nonce-1', new Date())).rejects.toMatchObject(refusal);
  });

  it('refuses a token with another browser nonce, or none when the token has one', async () => {
    const idToken = await token('hu@example.com');
    await expect(verify(idToken, 'nonce-2', new Date())).rejects.toMatchObject(refusal);
    await expect(verify(idToken, undefined, new Date())).rejects.toMatchObject(refusal);
  });

  it('refuses an address the issuer did not verify', async () => {
    const idToken = await token('unverified.ik@example.com');
    await expect(verify(idToken, 'nonce-1', new Date())).rejects.toMatchObject({
      errorType: 'VALIDATION_ERROR',
      messageKey: 'socialEmailNotVerified',
    });
  });
});
