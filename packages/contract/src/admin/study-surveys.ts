import { z } from 'zod';
import { zLine, zText } from '../fields.ts';
import { ZAddToWhitelistRequest } from './cohorts.ts';
import { ZEnvelope } from '../envelope.ts';
import { LANGUAGE_CODES } from '../languages.ts';
import { ZStudySurveyKind } from '../onboarding/get-study-survey.ts';

/** A text in the six languages; English is required, a missing one falls back to it. */
export const ZLocalisedText = z
  .record(zLine(), zText().trim().max(2000, { error: 'fieldInvalid' }), {
    error: 'fieldRequired',
  })
  .refine((v) => Object.keys(v).every((k) => (LANGUAGE_CODES as readonly string[]).includes(k)), {
    error: 'fieldInvalid',
  })
  .refine((v) => Boolean(v.en?.trim()), { error: 'fieldRequired' });

const ZQuestionId = zLine({ error: 'fieldRequired' }).regex(/^[a-z0-9_]{1,64}$/, {
  error: 'fieldInvalid',
});
const base = { id: ZQuestionId, required: z.boolean(), text: ZLocalisedText };

/** A question as stored: every language at once, for editing (snake_case like the API). */
export const ZEditableQuestion = z.discriminatedUnion(
  'type',
  [
    z.object({
      ...base,
      type: z.literal('single'),
      options: z
        .array(
          z.object({
            value: zLine().trim().min(1).max(64),
            label: ZLocalisedText,
          }),
        )
        .min(2, { error: 'fieldInvalid' })
        .max(20, { error: 'fieldInvalid' }),
    }),
    z.object({
      ...base,
      type: z.literal('scale'),
      min: z.literal(1),
      max: z.literal(5),
      min_label: ZLocalisedText,
      max_label: ZLocalisedText,
    }),
    z.object({
      ...base,
      type: z.literal('text'),
      max_length: z.number().int().min(1).max(4000),
    }),
  ],
  { error: 'fieldInvalid' },
);
export type TEditableQuestion = z.infer<typeof ZEditableQuestion>;

/** The whole questionnaire of one kind, as the editor sends and receives it. */
export const ZEditableSurvey = z.object({
  titles: ZLocalisedText,
  intros: ZLocalisedText,
  questions: z
    .array(ZEditableQuestion, { error: 'fieldRequired' })
    .min(1, { error: 'fieldRequired' })
    .max(50, { error: 'fieldInvalid' })
    .refine((qs) => new Set(qs.map((q) => q.id)).size === qs.length, {
      error: 'adminSurveyDuplicateId',
    }),
});
export type TEditableSurvey = z.infer<typeof ZEditableSurvey>;

export const ZAdminStudySurvey = ZEditableSurvey.extend({
  kind: ZStudySurveyKind,
  version: z.number().int(),
  /** Submissions of this kind, every version counted. */
  responses: z.number().int(),
  /** Of the participants (within the filter), how many submitted this kind. */
  participants_done: z.number().int(),
  participants: z.number().int(),
});
export type TAdminStudySurvey = z.infer<typeof ZAdminStudySurvey>;

/** GET api/v1/admin/study-surveys: the active version of each kind and its completion. */
export const ZAdminStudySurveysResponse = ZEnvelope(
  z.object({ surveys: z.array(ZAdminStudySurvey) }),
);
export type TAdminStudySurveysResponse = z.infer<typeof ZAdminStudySurveysResponse>;

export const ZStudySurveyKindParams = z.object({ kind: ZStudySurveyKind });

/**
 * POST api/v1/admin/study-surveys/:kind: saves the questionnaire as a new version, which
 * becomes the one served; answers already given keep pointing at the version they answered.
 */
export const ZSaveStudySurveyRequest = ZEditableSurvey;
export type TSaveStudySurveyRequest = z.input<typeof ZSaveStudySurveyRequest>;
export const ZSaveStudySurveyResponse = ZEnvelope(z.object({ survey: ZAdminStudySurvey }));
export type TSaveStudySurveyResponse = z.infer<typeof ZSaveStudySurveyResponse>;

/**
 * POST api/v1/admin/study-surveys/:kind/links {emails}: mails each participant of the list a
 * link of their own to that questionnaire (decision 044), written as for a whitelist. Addresses
 * with no account get nothing and are listed back; mail is capped per recipient as always.
 */
export const ZSendStudyLinksRequest = z.object({ emails: ZAddToWhitelistRequest.shape.emails });
export type TSendStudyLinksRequest = z.input<typeof ZSendStudyLinksRequest>;
export const ZSendStudyLinksResponse = ZEnvelope(
  z.object({ mailed: z.number().int(), unknown: z.array(z.string()) }),
);
export type TSendStudyLinksResponse = z.infer<typeof ZSendStudyLinksResponse>;
