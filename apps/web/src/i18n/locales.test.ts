import { describe, expect, test } from 'vitest';
import { LANGUAGES } from '@resona/contract';
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
