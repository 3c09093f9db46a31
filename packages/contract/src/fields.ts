import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';

/**
 * Field rules of spec §5. Messages are keys of the message catalogue, translated where they are
 * shown. The e-mail pattern is the spec's, with `+` also allowed before the @ (docs/decisions/0003).
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,6}$/;

export const ZEmail = z
  .string({ error: 'emailRequired' })
  .trim()
  .min(1, { error: 'emailRequired' })
  .max(254, { error: 'emailInvalid' })
  .regex(EMAIL_PATTERN, { error: 'emailInvalid' })
  .transform((v) => v.toLowerCase());

/** The strength rule the spec's message promises, really checked. */
export const ZNewPassword = z
  .string({ error: 'passwordRequired' })
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
export const ZPassword = z
  .string({ error: 'passwordRequired' })
  .min(1, { error: 'passwordRequired' })
  .max(1024, { error: 'passwordTooLong' });

export const ZAccessCode = z
  .string({ error: 'accessCodeRequired' })
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
export const ZOptionalToken = z.string().max(4096).optional();

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
