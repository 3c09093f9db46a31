import { z } from 'zod';
import { ZBotCheckField } from '../auth/bot-check.ts';
import { ZEnvelope } from '../envelope.ts';
import { ZEmail, zLine, zText } from '../fields.ts';
import { ZStudySurveyKind } from './get-study-survey.ts';

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
 * against the questionnaire on the server (required, type, allowed values); signed in, `email`
 * must be the caller's own.
 */
export const ZAddStudySurveyRequest = z.object({
  kind: ZStudySurveyKind,
  email: ZEmail,
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
  z.object({ kind: ZStudySurveyKind, submitted: z.literal(true) }),
);
export type TAddStudySurveyResponse = z.infer<typeof ZAddStudySurveyResponse>;
