import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LanguageCode, THomeChoices } from '@resona/contract';
import type { Executor } from '../../db/client.ts';
import { contentCatalogue, homeChoices } from '../../features/sessions/index.ts';

/** What the web build's dist/ssr/home.js exports (apps/web/src/prerender/home.tsx). */
interface HomeRender {
  renderHomePage(template: string, language: LanguageCode, choices: THomeChoices): Promise<string>;
}

/**
 * /home's HTML with the design screen's lists drawn in it (decision 106), rendered by the web
 * build's own code from the in-memory catalogue: once per language and catalogue, then sent
 * from memory, so React does not run on a request. Null when the build has no render (an
 * older build, a stand-in in tests): the pre-rendered shell is sent as before.
 */
export function homePages(root: string, db: Executor) {
  const folder = join(root, 'ssr');
  const moduleFile = join(folder, 'home.js');
  if (!existsSync(moduleFile)) return null;
  let render: Promise<HomeRender> | null = null;
  // Keyed by the catalogue itself: content written while the server runs (forgetContentCatalogue)
  // brings a new catalogue, and with it new pages.
  const pages = new WeakMap<object, Map<LanguageCode, Promise<string>>>();
  return async (language: LanguageCode): Promise<string> => {
    render ??= import(pathToFileURL(moduleFile).href) as Promise<HomeRender>;
    const catalogue = await contentCatalogue(db);
    let byLanguage = pages.get(catalogue);
    if (!byLanguage) pages.set(catalogue, (byLanguage = new Map()));
    let page = byLanguage.get(language);
    if (!page) {
      const made = (async () => {
        const [{ renderHomePage }, template, choices] = await Promise.all([
          render,
          readFile(join(folder, `home.${language}.html`), 'utf8'),
          homeChoices(db, language),
        ]);
        return renderHomePage(template, language, choices);
      })();
      page = made;
      byLanguage.set(language, made);
      made.catch(() => byLanguage.delete(language));
    }
    return page;
  };
}
