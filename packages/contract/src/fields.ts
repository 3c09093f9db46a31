import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';

/**
 * Field rules of spec §5. Messages are keys of the message catalogue, translated where they are
 * shown. The e-mail pattern is the spec's, with `+` also allowed before the @ (docs/decisions/0003).
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,6}$/;

/*
 * Every string a request carries starts from zLine or zText, never from a bare z.string():
 * PostgreSQL's text cannot hold U+0000 (the statement fails), and the other C0 controls and DEL
 * mean nothing in what a person types. The server's security suite walks every route's schemas
 * and fails on a string that does not carry one of these two checks.
 */
/**
 * C0 controls (U+0000–U+001F) and DEL; with `lineBreaks`, tab, LF and CR are let through. A lone
 * UTF-16 surrogate counts too: it is no character at all, PostgreSQL's JSON refuses it and its
 * text would hold U+FFFD in its place (`String.isWellFormed` is missing from older phones).
 */
function hasControl(v: string, lineBreaks: boolean) {
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c === 0x7f) return true;
    if (c < 0x20 && !(lineBreaks && (c === 0x09 || c === 0x0a || c === 0x0d))) return true;
    if (c >= 0xd800 && c <= 0xdfff) {
      const low = v.charCodeAt(i + 1);
      if (c > 0xdbff || !(low >= 0xdc00 && low <= 0xdfff)) return true;
      i++; // a high and a low surrogate: one character outside the BMP (an emoji)
    }
  }
  return false;
}

/** True for text on one line with no control character (names, addresses, codes, tokens). */
export const isOneLine = (v: string) => !hasControl(v, false);
/** True for multi-line text: tab and line breaks allowed, no other control character. */
export const isPlainText = (v: string) => !hasControl(v, true);

type StringParams = Parameters<typeof z.string>[0];

/** A one-line string; checked before any trim, so a control character is never cut silently. */
export function zLine(params?: StringParams) {
  return z.string(params).refine(isOneLine, { error: 'textControlCharacters' });
}

/** A multi-line string (feedback, support messages, study answers): tab and line breaks kept. */
export function zText(params?: StringParams) {
  return z.string(params).refine(isPlainText, { error: 'textControlCharacters' });
}

export const ZEmail = zLine({ error: 'emailRequired' })
  .trim()
  .min(1, { error: 'emailRequired' })
  .max(254, { error: 'emailInvalid' })
  .regex(EMAIL_PATTERN, { error: 'emailInvalid' })
  .transform((v) => v.toLowerCase());

/** The strength rule the spec's message promises, really checked. */
export const ZNewPassword = zLine({ error: 'passwordRequired' })
  .min(1, { error: 'passwordRequired' })
  .max(PASSWORD_MAX_LENGTH, { error: 'passwordTooLong' })
  .refine(
    (v) =>
      v.length >= PASSWORD_MIN_LENGTH &&
      /[a-z]/.test(v) &&
      /[A-Z]/.test(v) &&
      /\d/.test(v) &&
      /[^A-Za-z0-9]/.test(v),
    { error: 'passwordRule' },
  );

/** A password being presented, not chosen: only presence and a length bound are checked. */
export const ZPassword = zLine({ error: 'passwordRequired' })
  .min(1, { error: 'passwordRequired' })
  .max(1024, { error: 'passwordTooLong' });

export const ZAccessCode = zLine({ error: 'accessCodeRequired' })
  .trim()
  .min(1, { error: 'accessCodeRequired' })
  .max(64, { error: 'invalidAccessCode' });

/** 0/1 flags arrive as numbers, strings or booleans from forms; replies always use numbers. */
export const ZFlag = z.union([z.literal(0), z.literal(1)]);
export const ZFlagInput = z.preprocess(
  (v) => (v === true || v === '1' || v === 1 ? 1 : v === false || v === '0' || v === 0 ? 0 : v),
  ZFlag,
);

export const ZId = z.coerce.number().int().positive().max(2_147_483_647);
export const ZOptionalToken = zLine().max(4096).optional();

/**
 * A language id of spec §3 (languages.ts). Here, not in languages.ts, so the web app's language
 * list does not bring zod into the sign-in page (docs/decisions/040).
 */
export const ZLanguageId = z.coerce
  .number()
  .int()
  .min(1)
  .max(6)
  .describe('Language id: 1 en, 2 fr, 3 ge, 4 arab, 5 uk, 6 es');
