import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZLanguageId } from '../fields.ts';

/**
 * POST api/v2/user/user-language: the signed-in user's language (spec §2 Language setting). It
 * is the language of every later reply and mail, so the reply already speaks it.
 */
export const ZUserLanguageRequest = z.object({
  default_language: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: 'languageRequired' })
      .int({ error: 'fieldInvalid' })
      .min(1, { error: 'fieldInvalid' })
      .max(6, { error: 'fieldInvalid' })
      .describe(ZLanguageId.description ?? ''),
  ),
});
export type TUserLanguageRequest = z.input<typeof ZUserLanguageRequest>;

export const ZUserLanguageResponse = ZEnvelope(z.object({ default_language: z.number().int() }));
export type TUserLanguageResponse = z.infer<typeof ZUserLanguageResponse>;
