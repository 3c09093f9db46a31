import { describe, expect, it } from 'vitest';
import { languageById, resolveLanguage } from './languages.ts';
import { MESSAGES, translate, type MessageKey } from './messages/index.ts';

describe('languages', () => {
  it('maps the spec ids to languages, defaulting to English', () => {
    expect([1, 2, 3, 4, 5, 6].map((id) => languageById(id).code)).toEqual([
      'en',
      'fr',
      'de',
      'ar',
      'uk',
      'es',
    ]);
    expect(languageById(99).code).toBe('en');
    expect(languageById(4).dir).toBe('rtl');
  });

  it('resolves browser tags and ids', () => {
    expect(resolveLanguage('fr-CA')?.id).toBe(2);
    expect(resolveLanguage('4')?.code).toBe('ar');
    expect(resolveLanguage('pt-BR')).toBeUndefined();
  });
});

describe('message catalogue', () => {
  const english = MESSAGES.en;
  const keys = Object.keys(english).sort() as MessageKey[];
  const placeholders = (text: string) =>
    [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]))].sort();
  const others = Object.entries(MESSAGES).filter(([code]) => code !== 'en');

  it('has exactly the English keys in all six languages', () => {
    expect(Object.keys(MESSAGES).sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'uk']);
    for (const catalogue of Object.values(MESSAGES)) {
      expect(Object.keys(catalogue).sort()).toEqual(keys);
    }
  });

  it('has a non-empty text for every key', () => {
    for (const [code, catalogue] of Object.entries(MESSAGES)) {
      for (const key of keys) {
        const text = catalogue[key];
        expect(typeof text, `${code}.${key}`).toBe('string');
        expect(text.trim(), `${code}.${key}`).not.toBe('');
      }
    }
  });

  it('keeps the placeholders of the English text', () => {
    for (const [code, catalogue] of Object.entries(MESSAGES)) {
      for (const key of keys) {
        expect(placeholders(catalogue[key]), `${code}.${key}`).toEqual(placeholders(english[key]));
      }
    }
  });

  it('is really translated: at least 90% of texts differ from English', () => {
    expect(others).toHaveLength(5);
    for (const [code, catalogue] of others) {
      expect(catalogue, code).not.toBe(english);
      const same = keys.filter((key) => catalogue[key].trim() === english[key].trim());
      expect(
        same.length / keys.length,
        `${code} untranslated: ${same.join(', ')}`,
      ).toBeLessThanOrEqual(0.1);
    }
  });

  it('fills placeholders', () => {
    expect(translate('en', 'ageNotAllowed', { minAge: 16 })).toContain('16');
    expect(translate('fr', 'ageNotAllowed', { minAge: 16 })).toContain('16');
    expect(translate('de', 'mailSuspendBody', { plan: 'Premium', date: '2030-01-31' })).toMatch(
      /Premium.*2030-01-31/,
    );
  });
});
