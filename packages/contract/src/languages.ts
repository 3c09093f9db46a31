/** Language ids of spec §3 and the BCP 47 tag each one stands for. */
export const LANGUAGES = [
  { id: 1, code: 'en', name: 'English', dir: 'ltr' },
  { id: 2, code: 'fr', name: 'Français', dir: 'ltr' },
  { id: 3, code: 'de', name: 'Deutsch', dir: 'ltr' },
  { id: 4, code: 'ar', name: 'العربية', dir: 'rtl' },
  { id: 5, code: 'uk', name: 'Українська', dir: 'ltr' },
  { id: 6, code: 'es', name: 'Español', dir: 'ltr' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export type LanguageId = (typeof LANGUAGES)[number]['id'];
export const DEFAULT_LANGUAGE_ID: LanguageId = 1;
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as LanguageCode[];

export function languageById(id: number | null | undefined) {
  return LANGUAGES.find((l) => l.id === id) ?? LANGUAGES[0];
}

/** Picks the best supported language from a tag such as `fr-CA` or an id such as `2`. */
export function resolveLanguage(value: string | null | undefined) {
  if (!value) return undefined;
  const asId = Number(value);
  if (Number.isInteger(asId)) return LANGUAGES.find((l) => l.id === asId);
  const base = value.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((l) => l.code === base);
}
