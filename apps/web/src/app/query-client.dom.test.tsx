import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { shouldRetryRead } from './query-client.ts';

const networkError = new ApiError({ error_type: 'NETWORK_ERROR', status_code: 0, message: '' });
const serverAnswer = new ApiError({
  error_type: 'NOT_FOUND',
  status_code: 404,
  message: 'Not Found',
});

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
}

afterEach(() => setOnline(true));

describe('shouldRetryRead', () => {
  it('tries a read again twice when the network failed while online', () => {
    setOnline(true);
    expect(shouldRetryRead(0, networkError)).toBe(true);
    expect(shouldRetryRead(1, networkError)).toBe(true);
    expect(shouldRetryRead(2, networkError)).toBe(false);
  });

  it('never retries a server’s answer', () => {
    setOnline(true);
    expect(shouldRetryRead(0, serverAnswer)).toBe(false);
  });

  it('gives up at once offline, so the person is told without waiting', () => {
    setOnline(false);
    expect(shouldRetryRead(0, networkError)).toBe(false);
  });
});
