import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  LANGUAGES,
  languageById,
  resolveLanguage,
  type LanguageCode,
  type MessageCatalogue,
} from '@resona/contract';
import { enSignIn as enSignInMessages } from '@resona/contract/messages/en-sign-in';
import { setRequestLanguage } from '../lib/api-client.ts';
import { sessionStore } from '../lib/session.ts';
import { storage, STORAGE_KEYS } from '../lib/storage.ts';
import { enSignIn } from './locales/en/sign-in.ts';
import type { UiCatalogue } from './types.ts';

// The sign-in page's English ships in the entry chunk, the rest of English with the first other
// screen (loadEnglish); other languages load when chosen.
const loaders = import.meta.glob<{ default: UiCatalogue }>(
  ['./locales/*/index.ts', '!./locales/en/index.ts'],
  { import: 'default' },
) as unknown as Record<string, () => Promise<UiCatalogue>>;

// The server's message catalogue likewise: the few English messages the sign-in page shows
// first in the entry, the rest of English with the first form or other screen
// (loadEnglishMessages), the other languages when chosen (decisions 010, 095).
const messageLoaders: Partial<Record<LanguageCode, () => Promise<MessageCatalogue>>> = {
  fr: () => import('@resona/contract/messages/fr').then((m) => m.fr),
  de: () => import('@resona/contract/messages/de').then((m) => m.de),
  ar: () => import('@resona/contract/messages/ar').then((m) => m.ar),
  uk: () => import('@resona/contract/messages/uk').then((m) => m.uk),
  es: () => import('@resona/contract/messages/es').then((m) => m.es),
};

export const i18n = i18next;

let englishMessages: MessageCatalogue | undefined;
let englishMessagesLoading: Promise<void> | undefined;

/**
 * The whole English message catalogue (validation messages, the replies' texts): every form
 * awaits it with its schemas, every screen but the sign-in page with its texts (loadEnglish).
 */
export function loadEnglishMessages(): Promise<void> {
  englishMessagesLoading ??= import('@resona/contract/messages/en').then(
    ({ en }) => {
      englishMessages = en;
      if (i18n.isInitialized) i18n.addResourceBundle('en', 'msg', en, true, false);
    },
    (error: unknown) => {
      englishMessagesLoading = undefined; // offline and not cached: tried again next time
      throw error;
    },
  );
  return englishMessagesLoading;
}

type EnglishRest = (typeof import('./locales/en/rest.ts'))['enRest'];
let englishRest: EnglishRest | undefined;
let englishRestLoading: Promise<void> | undefined;

/**
 * The English texts of every screen but the sign-in page (decision 059). The router loads them
 * beside each such screen's code, so no screen renders before its texts are in; they may arrive
 * before i18n starts (the router starts loading at once), and are then added by initI18n.
 */
export function loadEnglish(): Promise<void> {
  englishRestLoading ??= Promise.all([
    import('./locales/en/rest.ts').then(({ enRest }) => {
      englishRest = enRest;
      if (i18n.isInitialized) i18n.addResourceBundle('en', 'translation', enRest, true, false);
    }),
    loadEnglishMessages(),
  ]).then(() => undefined);
  return englishRestLoading;
}

type Bundles = { msg?: MessageCatalogue; translation?: UiCatalogue };

/** The catalogues of `code` that are not loaded yet (before init, none is). */
async function fetchBundles(code: LanguageCode): Promise<Bundles> {
  const has = (ns: string) => i18n.isInitialized && i18n.hasResourceBundle(code, ns);
  const loadMessages = messageLoaders[code];
  const loadTranslation = loaders[`./locales/${code}/index.ts`];
  const [msg, translation] = await Promise.all([
    !has('msg') && loadMessages ? loadMessages() : undefined,
    !has('translation') && loadTranslation ? loadTranslation() : undefined,
  ]);
  return { ...(msg && { msg }), ...(translation && { translation }) };
}

async function loadUi(code: LanguageCode): Promise<void> {
  if (code === 'en') await loadEnglish();
  const bundles = await fetchBundles(code);
  if (bundles.msg) i18n.addResourceBundle(code, 'msg', bundles.msg);
  if (bundles.translation) i18n.addResourceBundle(code, 'translation', bundles.translation);
}

/** Read by the server to send the pre-rendered pages in this language (decision 059). */
export const LANGUAGE_COOKIE = 'resona_lang';

function applyDocumentLanguage(code: string) {
  const language = resolveLanguage(code) ?? LANGUAGES[0];
  document.documentElement.lang = language.code;
  document.documentElement.dir = language.dir;
  setRequestLanguage(language.code);
  document.cookie = `${LANGUAGE_COOKIE}=${language.code}; Path=/; Max-Age=31536000; SameSite=Lax`;
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
  const english = englishRest ? { ...enSignIn, ...englishRest } : enSignIn;
  // Typed as the whole catalogue: the rest of English is added when a screen needs it.
  const resources: Record<string, Bundles> = {
    en: {
      msg: (englishMessages ?? enSignInMessages) as MessageCatalogue,
      translation: english as UiCatalogue,
    },
  };
  // The first language's catalogues go in before init: i18next settles the resolved language
  // (and with it dir(), which Radix's arrow keys follow) only from bundles present then.
  if (lng !== 'en') resources[lng] = await fetchBundles(lng);
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
  applyDocumentLanguage(lng);
  // It may have arrived while i18n was starting, after its resources were set (adding it
  // again is harmless: deep merge, no overwrite).
  if (englishRest) i18n.addResourceBundle('en', 'translation', englishRest, true, false);
  if (englishMessages) i18n.addResourceBundle('en', 'msg', englishMessages, true, false);
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
