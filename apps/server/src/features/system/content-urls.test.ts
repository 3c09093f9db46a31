import { describe, expect, it } from 'vitest';
import { API, ZContentUrlsResponse } from '@resona/contract';
import { createTestApp } from '../../test/app.ts';

const plain = await createTestApp({ env: { PUBLIC_URL: 'https://resona.example/' } });
const overridden = await createTestApp({
  env: {
    PUBLIC_URL: 'https://resona.example',
    TERMS_URL: 'https://legal.example/terms',
    PRIVACY_URL: 'https://legal.example/privacy',
  },
});

const urls = async (t: typeof plain) => {
  const res = await t.app.inject({ method: 'GET', url: API.contentUrls });
  expect(res.statusCode).toBe(200);
  return ZContentUrlsResponse.parse(res.json()).data;
};

describe('GET content/urls', () => {
  it('answers anyone the Terms and Privacy pages of PUBLIC_URL', async () => {
    expect(await urls(plain)).toEqual({
      terms_url: 'https://resona.example/TermCondition',
      privacy_url: 'https://resona.example/Privacy',
    });
  });

  it('answers TERMS_URL and PRIVACY_URL when they are set', async () => {
    expect(await urls(overridden)).toEqual({
      terms_url: 'https://legal.example/terms',
      privacy_url: 'https://legal.example/privacy',
    });
  });
});
