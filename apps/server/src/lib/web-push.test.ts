import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../config.ts';
import { isAllowedPushEndpoint, loadVapidKeys } from './web-push.ts';

describe('VAPID keys', () => {
  it('are generated once into DATA_DIR and read back unchanged on the next start', () => {
    const dir = mkdtempSync(join(tmpdir(), 'resona-vapid-'));
    const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: dir });
    const first = loadVapidKeys(config);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/); // 65-byte P-256 point, base64url
    expect(loadVapidKeys(parseConfig({ NODE_ENV: 'test', DATA_DIR: dir }))).toEqual(first);
    const file = join(dir, 'vapid-keys.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
    expect(statSync(file).mode & 0o077).toBe(0); // private to the server's user
  });

  it('come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when both are set', () => {
    const config = parseConfig({ VAPID_PUBLIC_KEY: 'pub', VAPID_PRIVATE_KEY: 'priv' });
    expect(loadVapidKeys(config)).toEqual({ publicKey: 'pub', privateKey: 'priv' });
  });
});

describe('push endpoint allow-list', () => {
  const defaults = parseConfig({}).push.allowedHosts;

  it('admits the browsers’ push services over https only', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx',
      'https://wns2-by3p.notify.windows.com/w/?token=x',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, defaults)).toBe(true);
    }
  });

  it('refuses other hosts, other ports, http, credentials and look-alikes', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://fcm.googleapis.com.evil.test/x',
      'https://evilpush.apple.com/x',
      'https://push.apple.com/x', // the wildcard is for subdomains
      'https://127.0.0.1/x',
      'https://a:b@fcm.googleapis.com/x',
      'file:///etc/passwd',
      '',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, defaults)).toBe(false);
    }
  });

  it('takes PUSH_ALLOWED_HOSTS, and the test CA only in tests', () => {
    const hosts = parseConfig({ PUSH_ALLOWED_HOSTS: ' 127.0.0.1:8443 , Push.Example ' }).push
      .allowedHosts;
    expect(hosts).toEqual(['127.0.0.1:8443', 'push.example']);
    expect(isAllowedPushEndpoint('https://127.0.0.1:8443/p', hosts)).toBe(true);
    expect(isAllowedPushEndpoint('https://127.0.0.1/p', hosts)).toBe(false);
    expect(() => parseConfig({ NODE_ENV: 'production', PUSH_TEST_CA_FILE: '/tmp/ca.pem' })).toThrow(
      ConfigError,
    );
  });
});
