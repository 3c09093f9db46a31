import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { EMAIL_PATTERN, zText } from '../fields.ts';

/** Support messages a person may send in a day. */
export const SUPPORT_MAILS_PER_DAY = 5;
export const SUPPORT_SUBJECT_MAX = 200;
export const SUPPORT_MESSAGE_MAX = 5000;

/** A line break in a header value would start a new header; such input is refused, not cleaned. */
const LINE_BREAK = /[\r\n]/;

/**
 * cc: optional; when given, one address of the spec's e-mail pattern, on one line. The server
 * accepts only the sender's own address there (a copy for themselves, decision 045).
 */
const ZCc = zText({ error: 'emailInvalid' })
  .max(254, { error: 'emailInvalid' })
  .optional()
  .nullable()
  .refine((v) => !v || !LINE_BREAK.test(v), { error: 'emailInvalid' })
  .transform((v) => v?.trim() ?? '')
  .refine((v) => v === '' || EMAIL_PATTERN.test(v), { error: 'emailInvalid' })
  .transform((v) => (v === '' ? null : v.toLowerCase()));

/**
 * POST api/v1/auth/supportMail (spec §7 "supportMail?ccb&subject&supportMessage", sent as a body:
 * docs/decisions/015). The recipient is always SUPPORT_EMAIL, never a field of the request, and
 * the reply-to is the signed-in user's address.
 */
export const ZSupportMailRequest = z.object({
  ccb: ZCc,
  subject: zText({ error: 'subjectRequired' })
    .refine((v) => !LINE_BREAK.test(v), { error: 'subjectOneLine' })
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .min(1, { error: 'subjectRequired' })
        .max(SUPPORT_SUBJECT_MAX, { error: 'subjectTooLong' }),
    ),
  supportMessage: zText({ error: 'supportMessageRequired' })
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .min(1, { error: 'supportMessageRequired' })
        .max(SUPPORT_MESSAGE_MAX, { error: 'supportMessageTooLong' }),
    ),
});
export type TSupportMailRequest = z.input<typeof ZSupportMailRequest>;

export const ZSupportMailResponse = ZEnvelope(z.object({ to: z.string(), sent: z.literal(true) }));
export type TSupportMailResponse = z.infer<typeof ZSupportMailResponse>;

/** GET api/v1/auth/supportMail: the form's fixed fields (the To address and the sender). */
export const ZSupportFormResponse = ZEnvelope(
  z.object({ to: z.string(), from: z.string(), remaining_today: z.number().int() }),
);
export type TSupportFormResponse = z.infer<typeof ZSupportFormResponse>;
