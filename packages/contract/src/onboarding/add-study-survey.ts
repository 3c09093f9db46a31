import { z } from 'zod';
import { ZBotCheckField } from '../auth/bot-check.ts';
import { ZEnvelope } from '../envelope.ts';
import { zLine, zText } from '../fields.ts';
import { ZStudyLinkToken, ZStudySurveyKind } from './get-study-survey.ts';

export { ZStudyLinkToken };

/** Multipart bodies carry the answers as a JSON string; JSON bodies as an object. */
const parseJsonString = (v: unknown) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};

/**
 * POST api/v1/survey/add-survey: one submission per person and kind. The answers are checked
 * against the questionnaire on the server (required, type, allowed values). Signed in, they are
 * the caller's; signed out, the `token` of a mailed link says whose they are.
 */
export const ZAddStudySurveyRequest = z.object({
  kind: ZStudySurveyKind,
  token: ZStudyLinkToken.optional(),
  answers: z.preprocess(
    parseJsonString,
    z.record(zLine().max(64), z.union([zText().max(4000), z.number()]), {
      error: 'fieldInvalid',
    }),
  ),
  bot_check: ZBotCheckField,
});
export type TAddStudySurveyRequest = z.input<typeof ZAddStudySurveyRequest>;

export const ZAddStudySurveyResponse = ZEnvelope(
  z.object({
    kind: ZStudySurveyKind,
    submitted: z.literal(true),
    /**
     * The study's help text in the caller's language (else English) when an answer crossed a
     * safety threshold (issue 33, decision 109); null otherwise.
     */
    help_text: z.string().nullable(),
  }),
);
export type TAddStudySurveyResponse = z.infer<typeof ZAddStudySurveyResponse>;
