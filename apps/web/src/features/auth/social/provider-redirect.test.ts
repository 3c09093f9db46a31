import { describe, expect, it } from 'vitest';
import type { TPublicConfig } from '@resona/contract';
import { authorizationUrl, type PendingSignIn } from './provider-redirect.ts';
import { readCallback } from './social-callback.ts';

const config: TPublicConfig = {
  bot_check: 'off',
  turnstile_site_key: null,
  google_client_id: 'client-1.apps.googleusercontent.com',
  google_auth_url: 'https://accounts.google.com/o/oauth2/v2/auth',
  facebook_app_id: '1001',
  facebook_dialog_url: 'https://www.facebook.com/v19.0/dialog/oauth',
  min_age: 16,
  study_presurvey_url: null,
};
const google: PendingSignIn = { provider: 'google', state: 's-1', nonce: 'n-1', startedAt: 1_000 };
const facebook: PendingSignIn = { ...google, provider: 'facebook' };

describe('authorizationUrl', () => {
  it('asks Google for an ID token bound to this attempt', () => {
    const url = new URL(authorizationUrl('google', config, google, 'https://resona.example')!);
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'client-1.apps.googleusercontent.com',
      redirect_uri: 'https://resona.example/social-callback',
      response_type: 'id_token',
      scope: 'openid email',
      state: 's-1',
      nonce: 'n-1',
    });
  });

  it('asks Facebook for an access token with the email permission', () => {
    const url = new URL(authorizationUrl('facebook', config, facebook, 'https://resona.example')!);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: '1001',
      redirect_uri: 'https://resona.example/social-callback',
      response_type: 'token',
      scope: 'email',
      state: 's-1',
    });
  });

  it('has no URL for a provider the server did not configure', () => {
    const none = { ...config, google_client_id: null, facebook_app_id: null };
    expect(authorizationUrl('google', none, google, 'https://resona.example')).toBeNull();
    expect(authorizationUrl('facebook', none, facebook, 'https://resona.example')).toBeNull();
  });
});

describe('readCallback', () => {
  it('hands over the ID token with the nonce, or the access token', () => {
    expect(readCallback('#id_token=abc&state=s-1', google, 2_000)).toEqual({
      kind: 'credential',
      provider: 'google',
      body: { social_type: 1, token: 'abc', nonce: 'n-1' },
    });
    expect(readCallback('#access_token=EAA1&expires_in=5000&state=s-1', facebook, 2_000)).toEqual({
      kind: 'credential',
      provider: 'facebook',
      body: { social_type: 2, token: 'EAA1' },
    });
  });

  it('refuses an answer with another state, none started, or one too old', () => {
    expect(readCallback('#id_token=abc&state=forged', google, 2_000).kind).toBe('expired');
    expect(readCallback('#id_token=abc&state=s-1', null, 2_000).kind).toBe('expired');
    expect(readCallback('#id_token=abc&state=s-1', google, 1_000 + 11 * 60_000).kind).toBe(
      'expired',
    );
  });

  it('reports a cancelled sign-in', () => {
    expect(readCallback('#error=access_denied&state=s-1', google, 2_000).kind).toBe('cancelled');
    expect(readCallback('#state=s-1', facebook, 2_000).kind).toBe('cancelled');
  });
});
