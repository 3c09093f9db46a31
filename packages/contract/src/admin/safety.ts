import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZEmail, zLine, zText } from '../fields.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../languages.ts';

/**
 * A study's safety contacts and help texts (issue 33, decision 109): who is mailed at once when
 * a participant's answer crosses a questionnaire item's threshold, and what that participant
 * reads then.
 */

/** A person mailed at once about an alert, in their own language. */
export const ZSafetyContact = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  language: z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]),
});
export type TSafetyContact = z.infer<typeof ZSafetyContact>;

/** The help text by language code; a language left out falls back to English. */
export const ZHelpTexts = z
  .record(zLine(), zText().trim().max(2000, { error: 'adminSurveyTextLong' }), {
    error: 'fieldInvalid',
  })
  .refine((v) => Object.keys(v).every((k) => (LANGUAGE_CODES as readonly string[]).includes(k)), {
    error: 'fieldInvalid',
  })
  // Blank boxes are no translation: they are dropped, so the participant gets English there.
  .transform((v) => Object.fromEntries(Object.entries(v).filter(([, text]) => text !== '')));

/** GET api/v1/admin/safety: the study's contacts (by name) and its help texts. */
export const ZSafetyResponse = ZEnvelope(
  z.object({ contacts: z.array(ZSafetyContact), help_texts: z.record(z.string(), z.string()) }),
);
export type TSafetyResponse = z.infer<typeof ZSafetyResponse>;

/** POST api/v1/admin/safety/contacts {name, email, language}: one address once per study. */
export const ZAddSafetyContactRequest = z.object({
  name: zLine({ error: 'fieldRequired' })
    .trim()
    .min(1, { error: 'fieldRequired' })
    .max(80, { error: 'adminSafetyNameLong' }),
  email: ZEmail,
  language: z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]], {
    error: 'fieldInvalid',
  }),
});
export type TAddSafetyContactRequest = z.input<typeof ZAddSafetyContactRequest>;
export const ZAddSafetyContactResponse = ZEnvelope(z.object({ contact: ZSafetyContact }));

/** POST api/v1/admin/safety/help-texts {help_texts}: replaces every language's text at once. */
export const ZSaveHelpTextsRequest = z.object({ help_texts: ZHelpTexts });
export type TSaveHelpTextsRequest = z.input<typeof ZSaveHelpTextsRequest>;
export const ZSaveHelpTextsResponse = ZEnvelope(
  z.object({ help_texts: z.record(z.string(), z.string()) }),
);

export const ZRemoveSafetyContactResponse = ZEnvelope(z.object({}));
