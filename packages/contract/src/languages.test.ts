import { describe, expect, it } from 'vitest';
import { languageById, resolveLanguage } from './languages.ts';
import { MESSAGES, translate } from './messages/index.ts';

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
  it('has every key in all six languages', () => {
    const keys = Object.keys(MESSAGES.en).sort();
    for (const catalogue of Object.values(MESSAGES)) {
      expect(Object.keys(catalogue).sort()).toEqual(keys);
      for (const key of keys) expect(catalogue[key as keyof typeof catalogue]).not.toBe('');
    }
  });

  it('fills placeholders', () => {
    expect(translate('en', 'ageNotAllowed', { minAge: 16 })).toContain('16');
  });
});
