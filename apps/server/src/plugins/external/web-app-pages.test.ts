import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { loadPageChooser, pageLanguage } from './web-app-pages.ts';

/** A build's pre-render in small (apps/web scripts/prerender.ts writes the real one). */
function builtWebApp() {
  const root = mkdtempSync(join(tmpdir(), 'resona-web-pages-'));
  mkdirSync(join(root, 'prerendered'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  const index = {
    languages: ['en', 'fr', 'ar'],
    pages: [{ path: '/login', file: 'login' }],
    notFound: 'not-found',
    appShell: 'app-shell',
    shells: [
      { path: '/home', file: 'home-shell' },
      { path: '/MyHistory', file: 'app-shell-library' },
      { path: '/MyHistory/HistItemDetail/:exerciseHistoryID', file: 'app-shell-library' },
    ],
    appPaths: ['/home', '/Setting', '/MyHistory', '/MyHistory/HistItemDetail/:exerciseHistoryID'],
    otherPaths: ['/', '/login', '/algorithm'],
  };
  writeFileSync(join(root, 'prerendered', 'pages.json'), JSON.stringify(index));
  for (const name of ['login', 'not-found', 'app-shell', 'home-shell', 'app-shell-library']) {
    for (const code of index.languages) {
      writeFileSync(join(root, 'prerendered', `${name}.${code}.html`), `${name} in ${code}`);
    }
  }
  return root;
}

describe('the page the server sends for a path', () => {
  const choose = loadPageChooser(builtWebApp());

  it('sends a public page pre-rendered, matched as the router matches (any case)', () => {
    for (const path of ['/login', '/LogIn', '/login/']) {
      expect(choose(path, 'fr'), path).toEqual({ file: 'prerendered/login.fr.html', status: 200 });
    }
  });

  it("sends the signed-in screens' shell, index.html to other screens, a 404 to the rest", () => {
    expect(choose('/Home', 'en').file).toBe('prerendered/home-shell.en.html');
    expect(choose('/setting', 'en').file).toBe('prerendered/app-shell.en.html');
    expect(choose('/MyHistory/', 'en').file).toBe('prerendered/app-shell-library.en.html');
    expect(choose('/myhistory/histitemdetail/12', 'ar').file).toBe(
      'prerendered/app-shell-library.ar.html',
    );
    expect(choose('/algorithm', 'en')).toEqual({ file: 'index.html', status: 200 });
    expect(choose('/', 'en')).toEqual({ file: 'index.html', status: 200 });
    expect(choose('/no/such/page', 'ar')).toEqual({
      file: 'prerendered/not-found.ar.html',
      status: 404,
    });
  });

  it('falls back to English for a language the build did not render', () => {
    expect(choose('/login', 'de').file).toBe('prerendered/login.en.html');
  });

  it('sends index.html everywhere when the build has no pre-render', () => {
    const root = mkdtempSync(join(tmpdir(), 'resona-web-plain-'));
    expect(loadPageChooser(root)('/login', 'en')).toEqual({ file: 'index.html', status: 200 });
  });
});

describe("the visitor's language", () => {
  it('is the cookie the app sets, else the first language of the browser Resona has', () => {
    expect(pageLanguage({ cookie: 'a=1; resona_lang=uk', 'accept-language': 'fr' })).toBe('uk');
    expect(pageLanguage({ cookie: 'resona_lang=xx', 'accept-language': 'it, de-AT;q=0.8' })).toBe(
      'de',
    );
    expect(pageLanguage({})).toBe('en');
  });
});

const t = await createTestApp({ env: { WEB_DIST: builtWebApp() } });

describe('the web app plugin', () => {
  it('answers the pre-rendered page in the language of the cookie, revalidated, varying', async () => {
    {
      const login = await t.app.inject({
        url: '/LOGIN',
        headers: { cookie: 'resona_lang=ar' },
      });
      expect(login.statusCode).toBe(200);
      expect(login.body).toBe('login in ar');
      expect(login.headers['cache-control']).toBe('no-cache');
      expect(login.headers['vary']).toContain('Cookie');
      const missing = await t.app.inject({ url: '/nothing-here' });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toBe('not-found in en');
      // The service worker: revalidated on every update check, under the same strict CSP.
      const worker = await t.app.inject({ url: '/sw.js' });
      expect(worker.statusCode).toBe(200);
      expect(worker.headers['content-type']).toMatch(/javascript/);
      expect(worker.headers['cache-control']).toBe('no-cache');
      expect(worker.headers['content-security-policy']).toContain("script-src 'self'");
      const api = await t.app.inject({ url: '/api/v1/nothing-here' });
      expect(api.json()).toMatchObject({ data: { error_type: 'NOT_FOUND' } });
    }
  });
});
