import { afterAll, describe, expect, it } from 'vitest';
import { startGraphStandIn } from '../../../test/graph-stand-in.ts';
import { createFacebookVerifier } from './facebook-verifier.ts';

const APP_ID = '1001';
const SECRET = 'our-app-secret';
const graph = await startGraphStandIn({ [APP_ID]: SECRET, '2002': 'another-app-secret' });
afterAll(() => graph.close());

const facebook = {
  appId: APP_ID,
  appSecret: SECRET,
  graphUrl: graph.url,
  dialogUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
};
const verify = createFacebookVerifier(facebook)!;
const refusal = { errorType: 'INVALID_TOKEN', messageKey: 'socialSignInFailed' };

describe('the Facebook access token verifier, against a Graph stand-in', () => {
  it('accepts a valid token: the Graph user id and an address it does not vouch for', async () => {
    const token = graph.issueToken({ id: '5550001', email: 'Ann@Example.com' });
    const identity = {
      provider: 'facebook',
      subject: '5550001',
      email: 'ann@example.com',
      emailVerified: false,
    };
    await expect(verify(token, undefined)).resolves.toEqual(identity);
    await expect(verify(token, '5550001')).resolves.toEqual(identity);
  });

  it('is not configured without both the app id and the secret', () => {
    expect(createFacebookVerifier({ ...facebook, appSecret: undefined })).toBeNull();
    expect(createFacebookVerifier({ ...facebook, appId: undefined })).toBeNull();
  });

  it("refuses another app's token", async () => {
    const token = graph.issueToken({ id: '5550002', email: 'b@example.com' }, { appId: '2002' });
    await expect(verify(token, undefined)).rejects.toMatchObject(refusal);
  });

  it('refuses a token Graph cannot parse, and an expired one', async () => {
    await expect(verify('EAAnot-a-token', undefined)).rejects.toMatchObject(refusal);
    const token = graph.issueToken({ id: '5550003', email: 'c@example.com' });
    graph.expire(token);
    await expect(verify(token, undefined)).rejects.toMatchObject(refusal);
  });

  it('refuses when the user id the browser reported is not the one Graph vouches for', async () => {
    const token = graph.issueToken({ id: '5550004', email: 'd@example.com' });
    await expect(verify(token, '5550999')).rejects.toMatchObject(refusal);
  });

  it('refuses when Graph refuses our appsecret_proof', async () => {
    const other = await startGraphStandIn({ [APP_ID]: SECRET });
    try {
      const token = other.issueToken({ id: '5550005', email: 'e@example.com' });
      other.resetSecret(APP_ID, 'a-newer-secret');
      const stale = createFacebookVerifier({ ...facebook, graphUrl: other.url })!;
      await expect(stale(token, undefined)).rejects.toMatchObject(refusal);
      // What Graph answered: its documented GraphMethodException.
      const me = await fetch(`${other.url}/me?fields=id,email&access_token=${token}`);
      expect(me.status).toBe(400);
      expect(await me.json()).toMatchObject({ error: { type: 'GraphMethodException', code: 100 } });
    } finally {
      await other.close();
    }
  });

  it('refuses an account without an address', async () => {
    const token = graph.issueToken({ id: '5550006' });
    await expect(verify(token, undefined)).rejects.toMatchObject({
      errorType: 'VALIDATION_ERROR',
      messageKey: 'socialEmailNotVerified',
    });
  });
});
