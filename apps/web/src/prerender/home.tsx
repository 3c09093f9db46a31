import type { LanguageCode, THomeChoices } from '@resona/contract';
import { queryClient } from '../app/query-client.ts';
import {
  HOME_CHOICES_ATTRIBUTE,
  seedHomeChoices,
} from '../features/sessions/design/home-choices.ts';
import { HOME_BODY_MARK } from './public-pages.ts';
import { renderPage } from './render.tsx';

/**
 * /home drawn with its lists (decision 106), for the server, which loads this file from the
 * build (dist/ssr/home.js) and calls it when its catalogue is read, once per language: the
 * design screen as a signed-in person's browser will hydrate it, nobody's defaults marked.
 * The cache is only ever added to (the keys name the language), so renders may overlap.
 */
export async function renderHome(language: LanguageCode, choices: THomeChoices) {
  seedHomeChoices(queryClient, language, choices);
  return (await renderPage('/home', language)).html;
}

const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The whole page: the template the build wrote for the language (its styles, the list of code
 * to preload, inert #root) with the screen and, in #root's data-home-choices, the lists as JSON
 * for the browser's first render. Data in an attribute, not a script: the CSP runs no inline script.
 */
export async function renderHomePage(
  template: string,
  language: LanguageCode,
  choices: THomeChoices,
) {
  const body = await renderHome(language, choices);
  const attribute = `${HOME_CHOICES_ATTRIBUTE}=""`;
  if (!template.includes(HOME_BODY_MARK) || !template.includes(attribute)) {
    throw new Error(`/home's template for ${language} has no place for the screen`);
  }
  // Functions, not strings: a `$` in the markup must not be read as a replacement pattern.
  return template
    .replace(
      attribute,
      () => `${HOME_CHOICES_ATTRIBUTE}="${escapeAttribute(JSON.stringify(choices))}"`,
    )
    .replace(HOME_BODY_MARK, () => body);
}
