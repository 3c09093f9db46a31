import { describe, expect, it } from 'vitest';
import { IN_APP_LEGAL, legalHref } from './content-urls.ts';

const origin = 'https://app.resona.example';

describe('legalHref', () => {
  it('links to the app’s own pages until the server has named its addresses', () => {
    expect(legalHref(undefined, 'terms', origin)).toBe(IN_APP_LEGAL.terms);
    expect(legalHref(undefined, 'privacy', origin)).toBe(IN_APP_LEGAL.privacy);
  });

  it('keeps an address on this app as an in-app path', () => {
    const urls = {
      terms_url: `${origin}/TermCondition`,
      privacy_url: `${origin}/Privacy#cookies`,
    };
    expect(legalHref(urls, 'terms', origin)).toBe('/TermCondition');
    expect(legalHref(urls, 'privacy', origin)).toBe('/Privacy#cookies');
  });

  it('links to the external pages a deployment names', () => {
    const urls = {
      terms_url: 'https://legal.example/terms',
      privacy_url: 'https://legal.example/privacy?lang=de',
    };
    expect(legalHref(urls, 'terms', origin)).toBe('https://legal.example/terms');
    expect(legalHref(urls, 'privacy', origin)).toBe('https://legal.example/privacy?lang=de');
  });

  it('never links to an address that is not a web page', () => {
    const urls = { terms_url: 'javascript:alert(1)', privacy_url: 'not a url' };
    expect(legalHref(urls, 'terms', origin)).toBe(IN_APP_LEGAL.terms);
    expect(legalHref(urls, 'privacy', origin)).toBe(IN_APP_LEGAL.privacy);
  });
});
