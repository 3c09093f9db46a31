import { z } from 'zod';
import { ZAdminDate, ZAdminOptionalId } from './common.ts';

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
export const ZAdminExportRequest = z.object({
  cohort_id: ZAdminOptionalId,
  from: z.preprocess((v) => (v === '' ? undefined : v), ZAdminDate.optional()),
  to: z.preprocess((v) => (v === '' ? undefined : v), ZAdminDate.optional()),
  include_email: z.preprocess(
    (v) => (v === '' || v === undefined ? '0' : String(v)),
    z.enum(['0', '1'], { error: 'fieldInvalid' }).transform((v) => v === '1'),
  ),
});
export type TAdminExportRequest = z.input<typeof ZAdminExportRequest>;
