import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.ts';

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.dataDir).toMatch(/[/\\]data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.botCheck).toBe('altcha');
    expect(config.minAge).toBe(16);
    expect(config.seedAccessCodes).toBe(0);
  });

  it('reads SEED_ACCESS_CODES as a count', () => {
    expect(parseConfig({ SEED_ACCESS_CODES: '12' }).seedAccessCodes).toBe(12);
  });

  it('treats a variable set to nothing as unset', () => {
    const config = parseConfig({
      PORT: '',
      DATA_DIR: ' ',
      HOST: '',
      MIN_AGE: '',
      DATABASE_URL: '',
    });
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/[/\\]data$/);
    expect(config.host).toBe('0.0.0.0');
    expect(config.minAge).toBe(16);
    expect(config.databaseUrl).toBeUndefined();
  });

  it.each([
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'mysql://localhost/resona' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'postgres:///resona' }, 'DATABASE_URL'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ MIN_AGE: '12' }, 'MIN_AGE'],
    [{ BOT_CHECK: 'turnstile' }, 'BOT_CHECK'],
    [{ SEED_ACCESS_CODES: '-1' }, 'SEED_ACCESS_CODES'],
    [{ SEED_ACCESS_CODES: 'many' }, 'SEED_ACCESS_CODES'],
  ])('refuses %o with one line naming %s', (env, name) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(new RegExp(`^Invalid ${name}:`));
  });

  it('keeps PUBLIC_URL without a trailing slash', () => {
    expect(parseConfig({ PUBLIC_URL: 'https://resona.example/' }).publicUrl).toBe(
      'https://resona.example',
    );
  });
});
