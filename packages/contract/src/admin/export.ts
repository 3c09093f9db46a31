import { z } from 'zod';
import { ZAdminOptionalDate, ZAdminOptionalId, refineDateOrder } from './common.ts';

export const ADMIN_EXPORT_KINDS = [
  'participants',
  'sessions',
  'survey-answers',
  'feedback',
] as const;
export const ZAdminExportKind = z.enum(ADMIN_EXPORT_KINDS);
export type TAdminExportKind = z.infer<typeof ZAdminExportKind>;

export const ZAdminExportParams = z.object({ kind: ZAdminExportKind });

/**
 * GET api/v1/admin/export/:kind?cohort_id&from&to&include_email: text/csv, streamed.
 * Participants are named by a pseudonym (an HMAC of their id); `include_email=1` adds the
 * address. `from`/`to` are UTC calendar dates, both included, applied to the row's time
 * (sign-up for participants).
 */
export const ZAdminExportRequest = z
  .object({
    cohort_id: ZAdminOptionalId,
    from: ZAdminOptionalDate,
    to: ZAdminOptionalDate,
    include_email: z.preprocess(
      (v) => (v === '' || v === undefined ? '0' : String(v)),
      z.enum(['0', '1'], { error: 'fieldInvalid' }).transform((v) => v === '1'),
    ),
  })
  .superRefine(refineDateOrder);
export type TAdminExportRequest = z.input<typeof ZAdminExportRequest>;
