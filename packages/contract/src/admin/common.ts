import { z } from 'zod';
import { ZId, zLine } from '../fields.ts';
import type { MessageKey } from '../messages/en.ts';

/** A required whole number in a range, from JSON or a form field alike. */
export function ZAdminCount(min: number, max: number, outOfRange: MessageKey = 'fieldInvalid') {
  return z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: 'fieldRequired' })
      .int({ error: 'fieldInvalid' })
      .min(min, { error: outOfRange })
      .max(max, { error: outOfRange }),
  );
}

/** An id that may be left empty (the select's "none"): empty, null and absent are all undefined. */
export const ZAdminOptionalId = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  ZId.optional(),
);

/** `:id` in an admin path. */
export const ZAdminIdParams = z.object({ id: ZId });

/** An ISO 8601 instant with its offset (the web app sends `Date.toISOString()`). */
export const ZAdminInstant = z.iso.datetime({ offset: true, error: 'fieldInvalid' });

/** YYYY-MM-DD, a calendar date. */
export const ZAdminDate = zLine({ error: 'fieldRequired' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'fieldInvalid' })
  // A real day: 2025-02-30 parses in JavaScript (as 2 March), so the date must survive a round trip.
  .refine(
    (v) => {
      const day = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === v;
    },
    { error: 'fieldInvalid' },
  );

/** A calendar date a filter may leave empty. */
export const ZAdminOptionalDate = z.preprocess(
  (v) => (v === '' ? undefined : v),
  ZAdminDate.optional(),
);

/** From must not come after To (both included): said on To, where the researcher looks. */
export function refineDateOrder(
  v: { from?: string | undefined; to?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (v.from && v.to && v.from > v.to) {
    ctx.addIssue({ code: 'custom', message: 'adminDateOrder', path: ['to'] });
  }
}

/** A short name typed by a researcher. */
export const ZAdminName = zLine({ error: 'fieldRequired' })
  .trim()
  .min(1, { error: 'fieldRequired' })
  .max(120, { error: 'fieldInvalid' });

/** A cohort as the console lists it. */
export const ZAdminCohort = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  /** People who redeemed one of its codes. */
  members: z.number().int(),
  codes: z.number().int(),
});
export type TAdminCohort = z.infer<typeof ZAdminCohort>;
