import { describe, expect, test } from 'vitest';
import { LANGUAGES, MESSAGES } from '@resona/contract';
import { PROMO_LINES } from '../components/promo-video/promo-lines.ts';
import ar from './locales/ar/index.ts';
import de from './locales/de/index.ts';
import en from './locales/en/index.ts';
import es from './locales/es/index.ts';
import fr from './locales/fr/index.ts';
import uk from './locales/uk/index.ts';

const locales = { en, fr, de, ar, uk, es } as Record<string, unknown>;

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}|<(\w+)>/g)].map((m) => m[1] ?? m[2] ?? '').sort();
}

function leaf(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], value);
}

describe('UI locales', () => {
  const english = keysOf(en).sort();

  test('one locale per supported language', () => {
    expect(Object.keys(locales).sort()).toEqual(LANGUAGES.map((l) => l.code).sort());
  });

  test.each(LANGUAGES.map((l) => l.code))('%s has exactly the keys of English', (code) => {
    expect(keysOf(locales[code]).sort()).toEqual(english);
  });

  test.each(LANGUAGES.map((l) => l.code))('%s keeps every placeholder and tag', (code) => {
    for (const key of english) {
      const text = leaf(locales[code], key);
      expect(typeof text, key).toBe('string');
      expect(placeholders(text as string), key).toEqual(placeholders(leaf(en, key) as string));
    }
  });

  // One word for favourites in each language's UI (issue 16 §4): English spells it as the spec's
  // screens do ("Favorites", /MyFavorites); Ukrainian says «обране», never «улюблене».
  test.each([
    ['en', /favourit/i],
    ['uk', /улюблен/i],
  ] as const)('%s has one spelling of favourites', (code, other) => {
    for (const key of english) expect(leaf(locales[code], key) as string, key).not.toMatch(other);
  });
});

// German addresses people formally, as the server's messages and mails do: "Sie", "Ihr", "Ihnen"
// and imperatives such as "Wählen Sie". Any informal pronoun, or a verb form only "du" takes, is a
// slip back into the mix of "du" and "Sie". Whole words only: "Dienst", "Studie" or "Duplizieren"
// merely contain the letters.
describe('German is formal throughout', () => {
  const informal =
    /(?<![\p{L}\p{N}])(du|dich|dir|dein\p{L}*|euch|eue?r\p{L}*|bist|hast|kannst|willst|möchtest|wirst|musst|brauchst|fühlst)(?![\p{L}\p{N}])/iu;

  function texts(value: unknown, prefix: string): [string, string][] {
    if (typeof value === 'string') return [[prefix, value]];
    if (typeof value !== 'object' || value === null) return [];
    return Object.entries(value).flatMap(([key, child]) => texts(child, `${prefix}.${key}`));
  }

  test('the pattern tells informal words from words that merely contain them', () => {
    for (const text of ['Du kannst', 'für dich', 'mit dir', 'Deine Übung', 'Hast du?', 'euch'])
      expect(text).toMatch(informal);
    for (const text of ['Dienst', 'Studie', 'Duplizieren', 'Dirigent', 'Feuer', 'Ihre Übung'])
      expect(text).not.toMatch(informal);
  });

  test.each([
    ['the UI catalogue', texts(de, 'de')],
    ['the server messages and mails', texts(MESSAGES.de, 'messages.de')],
    ['the promo film subtitles', PROMO_LINES.map((line, i) => [`promo.${i}`, line.text.de])],
  ] as const)('German %s: "Sie", never "du"', (_, entries) => {
    expect(entries.length).toBeGreaterThan(0);
    for (const [key, text] of entries) expect(text, key).not.toMatch(informal);
  });
});
