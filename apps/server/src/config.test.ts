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
    [{ METRICS_PORT: 'eighty' }, 'METRICS_PORT'],
    [{ METRICS_PORT: '3000' }, 'METRICS_PORT'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    [{ METRICS_HOST: '0.0.0.0' }, 'METRICS_HOST'],
    [{ METRICS_HOST: '192.0.2.7' }, 'METRICS_HOST'],
    [{ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '-1' }, 'OVERLOAD_MAX_EVENT_LOOP_DELAY_MS'],
    [{ OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: '1.5' }, 'OVERLOAD_MAX_EVENT_LOOP_UTILIZATION'],
  ])('refuses %o with one line naming %s', (env, name) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(new RegExp(`^Invalid ${name}:`));
  });

  it('serves the metrics on a listener of their own, on loopback', () => {
    const config = parseConfig({});
    expect(config.metrics).toEqual({ port: 9464, host: '127.0.0.1', token: undefined });
    expect(parseConfig({ METRICS_PORT: 'off' }).metrics.port).toBeNull();
    // Off, the metrics need no token whatever the host.
    expect(parseConfig({ METRICS_PORT: 'off', METRICS_HOST: '0.0.0.0' }).metrics.port).toBeNull();
  });

  it('sheds load only when the event loop is a second behind, by default', () => {
    expect(parseConfig({}).overload).toEqual({
      maxEventLoopDelayMs: 1000,
      maxEventLoopUtilization: 0,
    });
    expect(parseConfig({ OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: '0.95' }).overload).toEqual({
      maxEventLoopDelayMs: 1000,
      maxEventLoopUtilization: 0.95,
    });
  });

  it('lets the metrics listen beyond loopback only behind a token', () => {
    const token = 'a'.repeat(64);
    expect(parseConfig({ METRICS_HOST: '0.0.0.0', METRICS_TOKEN: token }).metrics).toEqual({
      port: 9464,
      host: '0.0.0.0',
      token,
    });
    expect(parseConfig({ METRICS_HOST: '::1' }).metrics.host).toBe('::1');
    expect(parseConfig({ METRICS_HOST: '127.0.0.2' }).metrics.host).toBe('127.0.0.2');
  });

  it('keeps PUBLIC_URL without a trailing slash', () => {
    expect(parseConfig({ PUBLIC_URL: 'https://resona.example/' }).publicUrl).toBe(
      'https://resona.example',
    );
  });
});
