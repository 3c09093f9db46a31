import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../../config.ts';

describe('the providers’ addresses in the configuration', () => {
  it('default to Google’s and Facebook’s own', () => {
    const { google, facebook } = parseConfig({});
    expect(google).toEqual({
      clientId: undefined,
      issuer: 'https://accounts.google.com',
      jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    });
    expect(facebook).toEqual({
      appId: undefined,
      appSecret: undefined,
      graphUrl: 'https://graph.facebook.com/v19.0',
      dialogUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    });
  });

  it('take local servers for tests, the Graph base without a trailing slash', () => {
    const config = parseConfig({
      GOOGLE_ISSUER: 'http://127.0.0.1:4100',
      FACEBOOK_GRAPH_URL: 'http://127.0.0.1:4200/',
    });
    expect(config.google.issuer).toBe('http://127.0.0.1:4100');
    expect(config.facebook.graphUrl).toBe('http://127.0.0.1:4200');
  });

  it.each(['GOOGLE_ISSUER', 'GOOGLE_JWKS_URL', 'GOOGLE_AUTH_URL', 'FACEBOOK_GRAPH_URL'])(
    'refuses a %s that is not an http(s) URL, in one line naming it',
    (name) => {
      expect(() => parseConfig({ [name]: 'ftp://example.com' })).toThrow(ConfigError);
      expect(() => parseConfig({ [name]: 'not a url' })).toThrow(new RegExp(`^Invalid ${name}:`));
    },
  );
});
