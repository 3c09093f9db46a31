import { describe, expect, it } from 'vitest';
import { renderAppShell, renderPage, routePaths } from './render.tsx';

/** The words of rendered markup, tags dropped. */
const words = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the build-time pre-render (decision 059)', () => {
  it('draws /login with its form under the running bot check, and no script', async () => {
    const { html } = await renderPage('/login', 'en');
    for (const text of ['Welcome back', 'Email', 'Password', 'Sign in']) {
      expect(words(html)).toContain(text);
    }
    expect(html).toMatch(/<fieldset[^>]*disabled=""[^>]*inert=""/);
    expect(html).not.toContain('<script');
  });

  it('draws /signup in the language asked for', async () => {
    const english = words((await renderPage('/signup', 'en')).html);
    for (const text of ['Confirm password', 'Access code', 'Sign up']) {
      expect(english).toContain(text);
    }
    const french = words((await renderPage('/signup', 'fr')).html);
    expect(french).not.toContain('Confirm password');
  });

  it("draws the signed-in screens' shell from the app layout, with no item current", async () => {
    const { html } = await renderAppShell('en');
    expect(words(html)).toContain('History');
    expect(html).not.toContain('aria-current');
  });

  it("draws /home's shell as the screen itself while its lists load", async () => {
    const home = words((await renderPage('/home', 'en')).html);
    expect(home).toContain('Design your session');
    expect(home).toContain('Loading…');
  });

  it('lists the screens under the app layout apart from the others', () => {
    const paths = routePaths();
    expect(paths).toContainEqual({
      path: '/home',
      appLayout: true,
      module: 'src/features/sessions/pages/design.ts',
    });
    expect(paths).toContainEqual({
      path: '/MyHistory',
      appLayout: true,
      module: 'src/features/library/pages/index.tsx',
    });
    expect(paths).toContainEqual({ path: '/login', appLayout: false });
    expect(paths).toContainEqual({ path: '/admin/codes', appLayout: false });
  });
});
