import { z } from 'zod';
import { zLine } from '../fields.ts';
import { KEEPABLE_SPEEDS } from '../constants.ts';
import { ZEnvelope } from '../envelope.ts';
import { parsePhone } from './phone.ts';
import { ZUserInfo } from './user-information-view.ts';

export * from './phone.ts';

const ZChoice = z.coerce
  .number({ error: 'fieldInvalid' })
  .int({ error: 'fieldInvalid' })
  .positive({ error: 'fieldInvalid' })
  .max(1000, { error: 'fieldInvalid' });

const ZOptionalText = (max: number) =>
  zLine({ error: 'phoneInvalid' })
    .max(max, { error: 'phoneInvalid' })
    .optional()
    .nullable()
    .transform((v) => v?.trim() ?? '');

/**
 * POST api/v2/user/user-information-update (spec §7). `email` is accepted because the spec's
 * clients send it, and ignored: the address is shown disabled and never changes here. The
 * phone is optional: an empty number clears it; otherwise it must be valid in the picked
 * country (`phone_country`, else `phone_dial_code`) and leaves as E.164 with its dial code.
 */
export const ZUserInformationUpdateRequest = z
  .object({
    email: zLine().max(254).optional(),
    age_id: ZChoice,
    gender_id: ZChoice,
    experience_id: ZChoice,
    recommended_speed: z.coerce
      .number({ error: 'speedNotAllowed' })
      .refine((v) => KEEPABLE_SPEEDS.includes(v), {
        error: 'speedNotAllowed',
      }),
    phone_number: ZOptionalText(40),
    phone_dial_code: ZOptionalText(8),
    /** ISO 3166 alpha-2 of the picker (US by default); not stored, it only reads the number. */
    phone_country: ZOptionalText(2),
  })
  .transform((v, ctx) => {
    const { phone_number, phone_dial_code, phone_country, email: _ignored, ...rest } = v;
    if (!phone_number) return { ...rest, phone: null };
    const parsed = parsePhone(phone_number, {
      country: phone_country.toUpperCase() || undefined,
      dialCode: phone_dial_code || undefined,
    });
    if (!parsed) {
      ctx.issues.push({
        code: 'custom',
        message: 'phoneInvalid',
        path: ['phone_number'],
        input: phone_number,
      });
      return z.NEVER;
    }
    return { ...rest, phone: { number: parsed.e164, dialCode: parsed.dialCode } };
  });
export type TUserInformationUpdateRequest = z.input<typeof ZUserInformationUpdateRequest>;
export type TUserInformationUpdate = z.output<typeof ZUserInformationUpdateRequest>;

export const ZUserInformationUpdateResponse = ZEnvelope(z.object({ user_info: ZUserInfo }));
export type TUserInformationUpdateResponse = z.infer<typeof ZUserInformationUpdateResponse>;
