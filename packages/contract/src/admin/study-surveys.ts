import { z } from 'zod';
import { zLine, zText } from '../fields.ts';
import { ZAddToWhitelistRequest } from './cohorts.ts';
import { ZEnvelope } from '../envelope.ts';
import { LANGUAGE_CODES } from '../languages.ts';
import { ZStudySurveyKind } from '../onboarding/get-study-survey.ts';

/** A text in the six languages; English is required, a missing one falls back to it. */
export const ZLocalisedText = z
  .record(zLine(), zText().trim().max(2000, { error: 'adminSurveyTextLong' }), {
    error: 'fieldRequired',
  })
  .refine((v) => Object.keys(v).every((k) => (LANGUAGE_CODES as readonly string[]).includes(k)), {
    error: 'fieldInvalid',
  })
  .refine((v) => Boolean(v.en?.trim()), { error: 'fieldRequired' });

/** Answers are stored under it, so it stays when only the wording changes. */
const ZQuestionId = zLine({ error: 'fieldRequired' }).regex(/^[a-z0-9_]{1,64}$/, {
  error: 'adminSurveyQuestionId',
});

/**
 * Reports each repeated key at the item that repeats it (`[i, ...field]`), so a form can show
 * the message beside that field rather than once for the whole list.
 */
function uniqueBy<T>(key: (item: T) => string, field: string, error: string) {
  return (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      const k = key(item);
      if (seen.has(k)) ctx.addIssue({ code: 'custom', message: error, path: [i, field] });
      seen.add(k);
    });
  };
}
const base = { id: ZQuestionId, required: z.boolean(), text: ZLocalisedText };

/**
 * A safety threshold (issue 33, decision 109): an answer that crosses it mails the study's
 * contacts at once. A single choice alerts on the listed values, a scale at `at_least` or more.
 */
const ZChoiceAlert = z.object({
  values: z
    .array(zLine().trim(), { error: 'adminSurveyAlertValues' })
    .min(1, { error: 'adminSurveyAlertValues' })
    .max(20, { error: 'adminSurveyAlertValues' }),
});
const ZScaleAlert = z.object({
  at_least: z
    .number({ error: 'adminSurveyAlertAtLeast' })
    .int({ error: 'adminSurveyAlertAtLeast' })
    .min(1, { error: 'adminSurveyAlertAtLeast' })
    .max(5, { error: 'adminSurveyAlertAtLeast' }),
});

/** A question as stored: every language at once, for editing (snake_case like the API). */
export const ZEditableQuestion = z.discriminatedUnion(
  'type',
  [
    z
      .object({
        ...base,
        type: z.literal('single'),
        options: z
          .array(
            z.object({
              /** What the answer stores (and the export writes): keep it when relabelling. */
              value: zLine()
                .trim()
                .min(1, { error: 'fieldRequired' })
                .max(64, { error: 'adminSurveyChoiceValueLong' }),
              label: ZLocalisedText,
            }),
          )
          .min(2, { error: 'adminSurveyChoices' })
          .max(20, { error: 'adminSurveyChoices' })
          .superRefine(uniqueBy((o) => o.value, 'value', 'adminSurveyDuplicateChoice')),
        alert: ZChoiceAlert.optional(),
      })
      // An alert on a value no choice stores would never fire: said where it is typed.
      .refine((q) => (q.alert?.values ?? []).every((v) => q.options.some((o) => o.value === v)), {
        error: 'adminSurveyAlertValues',
        path: ['alert', 'values'],
      }),
    z.object({
      ...base,
      type: z.literal('scale'),
      min: z.literal(1),
      max: z.literal(5),
      min_label: ZLocalisedText,
      max_label: ZLocalisedText,
      alert: ZScaleAlert.optional(),
    }),
    z.object({
      ...base,
      type: z.literal('text'),
      max_length: z
        .number({ error: 'adminSurveyMaxLength' })
        .int({ error: 'adminSurveyMaxLength' })
        .min(1, { error: 'adminSurveyMaxLength' })
        .max(4000, { error: 'adminSurveyMaxLength' }),
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
    .min(1, { error: 'adminSurveyNoQuestions' })
    .max(50, { error: 'adminSurveyTooManyQuestions' })
    .superRefine(uniqueBy((q) => q.id, 'id', 'adminSurveyDuplicateId')),
});
export type TEditableSurvey = z.infer<typeof ZEditableSurvey>;

/** One saved version of a questionnaire, for the console's history. */
export const ZStudySurveyVersion = z.object({
  version: z.number().int(),
  /** The version participants are served. */
  active: z.boolean(),
  questions: z.number().int(),
  /** Submissions that answered this version. */
  responses: z.number().int(),
  /** From the audit trail; null for a version the seed made. */
  saved_at: z.string().nullable(),
});
export type TStudySurveyVersion = z.infer<typeof ZStudySurveyVersion>;

export const ZAdminStudySurvey = ZEditableSurvey.extend({
  kind: ZStudySurveyKind,
  version: z.number().int(),
  /** Every version of this kind, newest first. */
  versions: z.array(ZStudySurveyVersion),
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
