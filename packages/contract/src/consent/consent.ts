import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZId, zLine } from '../fields.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../languages.ts';

/**
 * Where a person stands with the study's consent (decision 082): 'none' outside the study (no
 * study access code redeemed, or no version published yet), 'required' while the current
 * version waits for their signature, 'signed', or 'withdrawn' from the study.
 */
export const CONSENT_STATES = ['none', 'required', 'signed', 'withdrawn'] as const;
export const ZConsentState = z.enum(CONSENT_STATES);
export type TConsentState = z.infer<typeof ZConsentState>;

/** What the researcher's protocol does with a withdrawn participant's data so far. */
export const WITHDRAWAL_DATA = ['keep', 'erase'] as const;
export const ZWithdrawalData = z.enum(WITHDRAWAL_DATA, { error: 'fieldInvalid' });
export type TWithdrawalData = z.infer<typeof ZWithdrawalData>;

export const ZConsentLanguage = z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]], {
  error: 'fieldInvalid',
});

/** One signature, as its owner or a researcher sees it listed. */
export const ZConsentSignature = z.object({
  id: z.number().int(),
  version: z.number().int(),
  language: z.string(),
  typed_name: z.string(),
  signed_at: z.string(),
  /** SHA-256 of the text signed, hex. */
  text_sha256: z.string(),
});
export type TConsentSignature = z.infer<typeof ZConsentSignature>;

/** GET api/v1/consent */
export const ZStudyConsentResponse = ZEnvelope(
  z.object({
    state: ZConsentState,
    /** The current version in the reader's language, while there is one to sign or signed. */
    document: z
      .object({ version: z.number().int(), language: z.string(), text: z.string() })
      .nullable(),
    signatures: z.array(ZConsentSignature),
    withdrawn_at: z.string().nullable(),
    /** What withdrawing would do with the data so far, as the protocol says today. */
    withdrawal_data: ZWithdrawalData,
  }),
);
export type TStudyConsentResponse = z.infer<typeof ZStudyConsentResponse>;

/** POST api/v1/consent/sign: the version read, in the language read, the name typed, agreed. */
export const ZSignStudyConsentRequest = z.object({
  version: z.coerce.number({ error: 'fieldRequired' }).int().positive({ error: 'fieldInvalid' }),
  language: ZConsentLanguage,
  typed_name: zLine({ error: 'consentNameRequired' })
    .trim()
    .min(2, { error: 'consentNameRequired' })
    .max(200, { error: 'fieldInvalid' }),
  agree: z.literal(true, { error: 'consentAgreeRequired' }),
});
export type TSignStudyConsentRequest = z.input<typeof ZSignStudyConsentRequest>;
export const ZSignStudyConsentResponse = ZEnvelope(z.object({ signature: ZConsentSignature }));

/** POST api/v1/consent/withdraw: `confirm` must be true (the page asks first). */
export const ZWithdrawFromStudyRequest = z.object({
  confirm: z.literal(true, { error: 'consentConfirmRequired' }),
});
export const ZWithdrawFromStudyResponse = ZEnvelope(
  z.object({ withdrawn_at: z.string(), data_erased: z.boolean() }),
);

/** `:id` of a signature. */
export const ZConsentSignatureParams = z.object({ id: ZId });
