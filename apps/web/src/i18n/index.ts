import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  LANGUAGES,
  MESSAGES,
  languageById,
  resolveLanguage,
  type LanguageCode,
} from '@resona/contract';
import { setRequestLanguage } from '../lib/api-client.ts';
import { sessionStore } from '../lib/session.ts';
import { storage, STORAGE_KEYS } from '../lib/storage.ts';
import { en } from './locales/en/index.ts';
import type { UiCatalogue } from './types.ts';

// English ships in the entry chunk; other languages load when chosen.
const loaders = import.meta.glob<{ default: UiCatalogue }>(
  ['./locales/*/index.ts', '!./locales/en/index.ts'],
  { import: 'default' },
) as unknown as Record<string, () => Promise<UiCatalogue>>;

export const i18n = i18next;

async function loadUi(code: LanguageCode): Promise<void> {
  if (i18n.hasResourceBundle(code, 'translation')) return;
  const load = loaders[`./locales/${code}/index.ts`];
  if (!load) return;
  i18n.addResourceBundle(code, 'translation', await load());
}

function applyDocumentLanguage(code: string) {
  const language = resolveLanguage(code) ?? LANGUAGES[0];
  document.documentElement.lang = language.code;
  document.documentElement.dir = language.dir;
  setRequestLanguage(language.code);
}

/** Stored user's language, else the visitor's stored choice, else the browser's, else English. */
export function initialLanguage(): LanguageCode {
  const user = sessionStore.get().user;
  if (user) return languageById(user.default_language).code;
  const stored = resolveLanguage(storage.get(STORAGE_KEYS.language));
  if (stored) return stored.code;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const match = resolveLanguage(tag);
    if (match) return match.code;
  }
  return 'en';
}

export async function initI18n(): Promise<void> {
  const lng = initialLanguage();
  const resources: Record<string, Record<string, object>> = {};
  for (const { code } of LANGUAGES) resources[code] = { msg: MESSAGES[code] };
  resources.en = { msg: MESSAGES.en, translation: en };
  i18n.on('languageChanged', applyDocumentLanguage);
  await i18n.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    supportedLngs: LANGUAGES.map((l) => l.code),
    ns: ['translation', 'msg'],
    defaultNS: 'translation',
    resources,
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await loadUi(lng);
  applyDocumentLanguage(lng);
}

/** Switches the UI language; a visitor's choice is remembered and becomes their sign-up language. */
export async function changeLanguage(code: LanguageCode, remember = true): Promise<void> {
  await loadUi(code);
  if (remember) storage.set(STORAGE_KEYS.language, code);
  await i18n.changeLanguage(code);
}

/** The id (spec §3) of the language shown now. */
export function currentLanguageId(): number {
  return resolveLanguage(i18n.language)?.id ?? 1;
}
