import type { LanguageCode } from '../languages.ts';
import { ar } from './ar.ts';
import { de } from './de.ts';
import { en, type MessageCatalogue, type MessageKey } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { uk } from './uk.ts';

export type { MessageCatalogue, MessageKey };

export const MESSAGES: Record<LanguageCode, MessageCatalogue> = { en, fr, de, ar, uk, es };

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

/** Looks a message up in a language, filling `{{name}}` placeholders. */
export function translate(
  lang: LanguageCode,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  const text = MESSAGES[lang][key] ?? en[key];
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
