import { describe, expect, it } from 'vitest';
import { chooseLanguage, cookieValue, LANGUAGE_COOKIE, pageChooser } from './web-pages.ts';

describe('the language a page is sent in', () => {
  it("is the app's cookie, else the browser's first language Resona has, else English", () => {
    expect(chooseLanguage('uk', ['fr'])).toBe('uk');
    // Accept-Language's tags (with weights) and navigator.languages alike.
    expect(chooseLanguage('xx', ['it', ' de-AT;q=0.8'])).toBe('de');
    expect(chooseLanguage(undefined, ['ar-EG', 'en'])).toBe('ar');
    expect(chooseLanguage(null, ['it', 'pt'])).toBe('en');
    expect(chooseLanguage(undefined, [])).toBe('en');
  });

  it("reads the app's cookie from a Cookie header", () => {
    expect(cookieValue(`a=1; ${LANGUAGE_COOKIE}=fr; b=2`, LANGUAGE_COOKIE)).toBe('fr');
    expect(cookieValue('a=1', LANGUAGE_COOKIE)).toBeUndefined();
    expect(cookieValue(undefined, LANGUAGE_COOKIE)).toBeUndefined();
  });
});

describe('the page chosen for a path', () => {
  const choose = pageChooser({
    languages: ['en', 'es'],
    pages: [{ path: '/login', file: 'login' }],
    notFound: 'not-found',
    appShell: 'app-shell',
    shells: [{ path: '/home', file: 'home-shell' }],
    appPaths: ['/home', '/Home/new-intro'],
    otherPaths: ['/'],
  });

  it('is the same for the server and the service worker: page, shell, index, 404', () => {
    expect(choose('/Login/', 'es')).toEqual({ file: 'prerendered/login.es.html', status: 200 });
    expect(choose('/HOME', 'es')).toEqual({ file: 'prerendered/home-shell.es.html', status: 200 });
    expect(choose('/home/new-intro', 'fr')).toEqual({
      file: 'prerendered/app-shell.en.html',
      status: 200,
    });
    expect(choose('/', 'en')).toEqual({ file: 'index.html', status: 200 });
    expect(choose('/nowhere', 'es')).toEqual({
      file: 'prerendered/not-found.es.html',
      status: 404,
    });
  });
});
