import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { zLine } from '../fields.ts';

export const ZStudySurveyKind = z.enum(['pre', 'mid', 'post']);
export type TStudySurveyKind = z.infer<typeof ZStudySurveyKind>;

/**
 * The token of a mailed study survey link (decision 044): what proves, signed out, whose answers
 * these are. An address is never that proof, so the request carries none.
 */
export const ZStudyLinkToken = zLine({ error: 'fieldInvalid' })
  .trim()
  .min(1, { error: 'fieldInvalid' })
  .max(200, { error: 'fieldInvalid' });

/**
 * GET api/v1/survey/study-survey?kind (sign-in optional: reached from an e-mail link). Signed
 * out, the link's `token` (not taken here) says whose study's questionnaire it is (issue 33).
 */
export const ZStudySurveyRequest = z.object({
  kind: ZStudySurveyKind,
  token: ZStudyLinkToken.optional(),
});
export type TStudySurveyRequest = z.input<typeof ZStudySurveyRequest>;

const base = { id: z.string(), required: z.boolean(), text: z.string() };

/** A question in the request's language; answers are keyed by `id`. */
export const ZStudyQuestion = z.discriminatedUnion('type', [
  z.object({
    ...base,
    type: z.literal('single'),
    /** The answer is one `value`. */
    options: z.array(z.object({ value: z.string(), label: z.string() })),
  }),
  z.object({
    ...base,
    type: z.literal('scale'),
    /** The answer is a whole number from min to max (1–5). */
    min: z.number().int(),
    max: z.number().int(),
    min_label: z.string(),
    max_label: z.string(),
  }),
  z.object({ ...base, type: z.literal('text'), max_length: z.number().int() }),
]);
export type TStudyQuestion = z.infer<typeof ZStudyQuestion>;

export const ZStudySurveyResponse = ZEnvelope(
  z.object({
    survey: z.object({
      kind: ZStudySurveyKind,
      version: z.number().int(),
      title: z.string(),
      intro: z.string(),
      questions: z.array(ZStudyQuestion),
    }),
    /** Only for a signed-in caller: whether they already answered this kind. */
    already_submitted: z.boolean().nullable(),
  }),
);
export type TStudySurveyResponse = z.infer<typeof ZStudySurveyResponse>;
