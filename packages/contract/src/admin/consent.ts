import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { zText } from '../fields.ts';
import {
  ZConsentLanguage,
  ZConsentSignature,
  ZConsentState,
  ZWithdrawalData,
} from '../consent/consent.ts';

/**
 * A consent text in one language. Saved one language at a time: six long texts would not fit
 * the 64 KiB body limit together.
 */
export const CONSENT_TEXT_MAX = 20_000;

/** The texts of a version by language code; a draft may still miss some. */
export const ZConsentTexts = z.record(z.string(), z.string());

/** GET api/v1/admin/consent: the draft, every published version and the protocol. */
export const ZAdminConsentResponse = ZEnvelope(
  z.object({
    draft: z.object({ texts: ZConsentTexts, updated_at: z.string() }).nullable(),
    versions: z.array(
      z.object({
        version: z.number().int(),
        published_at: z.string(),
        texts: ZConsentTexts,
        /** Participants whose latest signature is of this version. */
        signed: z.number().int(),
      }),
    ),
    withdrawal_data: ZWithdrawalData,
  }),
);
export type TAdminConsentResponse = z.infer<typeof ZAdminConsentResponse>;

/** POST api/v1/admin/consent/draft: one language's text of the draft. */
export const ZSaveConsentDraftRequest = z.object({
  language: ZConsentLanguage,
  text: zText({ error: 'fieldRequired' })
    .trim()
    .min(1, { error: 'fieldRequired' })
    .max(CONSENT_TEXT_MAX, { error: 'adminConsentTooLong' }),
});
export type TSaveConsentDraftRequest = z.input<typeof ZSaveConsentDraftRequest>;
export const ZSaveConsentDraftResponse = ZEnvelope(
  z.object({ texts: ZConsentTexts, updated_at: z.string() }),
);

/** POST api/v1/admin/consent/publish: the draft becomes the next version. */
export const ZPublishConsentResponse = ZEnvelope(z.object({ version: z.number().int() }));

/** POST api/v1/admin/consent/protocol */
export const ZConsentProtocolRequest = z.object({ withdrawal_data: ZWithdrawalData });
export const ZConsentProtocolResponse = ZEnvelope(z.object({ withdrawal_data: ZWithdrawalData }));

/** A participant of the study (a study access code redeemed) and their consent. */
export const ZConsentParticipant = z.object({
  user_id: z.number().int(),
  email: z.string(),
  /** The study export's pseudonym of the participant. */
  pseudonym: z.string(),
  state: ZConsentState,
  latest: ZConsentSignature.nullable(),
  withdrawn_at: z.string().nullable(),
  data_erased: z.boolean(),
});
export type TConsentParticipant = z.infer<typeof ZConsentParticipant>;

/** GET api/v1/admin/consent/participants */
export const ZConsentParticipantsResponse = ZEnvelope(
  z.object({ participants: z.array(ZConsentParticipant) }),
);
export type TConsentParticipantsResponse = z.infer<typeof ZConsentParticipantsResponse>;
