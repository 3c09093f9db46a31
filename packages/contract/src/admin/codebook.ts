import { z } from 'zod';
import { ADMIN_EXPORT_KINDS } from './export.ts';

/** Every file a study's console offers for download; each comes with a codebook (decision 086). */
export const CODEBOOK_NAMES = [
  ...ADMIN_EXPORT_KINDS,
  'access-codes',
  'audit-log',
  'allocations',
  'questionnaire-schedules',
] as const;
export const ZCodebookName = z.enum(CODEBOOK_NAMES);
export type TCodebookName = z.infer<typeof ZCodebookName>;

export const ZCodebookParams = z.object({ name: ZCodebookName });

/** The site administrator's own files, which belong to no study, and their codebooks. */
export const SITE_CODEBOOK_NAMES = ['early-access', 'site-audit-log'] as const;
export const ZSiteCodebookName = z.enum(SITE_CODEBOOK_NAMES);
export type TSiteCodebookName = z.infer<typeof ZSiteCodebookName>;

export const ZSiteCodebookParams = z.object({ name: ZSiteCodebookName });

/**
 * GET api/v1/admin/codebook/:name?format: the codebook of one console file — variable, label,
 * type, unit, allowed values with their meaning, and the questionnaire version of each survey
 * answer — as CSV (default) or as a page to read (`format=html`).
 */
export const ZCodebookRequest = z.object({
  format: z.preprocess(
    (v) => (v === '' || v === undefined ? 'csv' : v),
    z.enum(['csv', 'html'], { error: 'fieldInvalid' }),
  ),
});
export type TCodebookRequest = z.input<typeof ZCodebookRequest>;

/** The two files of the REDCap pair: the data dictionary and the records it describes. */
export const REDCAP_FILES = ['dictionary', 'records'] as const;
export const ZRedcapParams = z.object({ file: z.enum(REDCAP_FILES) });
export type TRedcapFile = (typeof REDCAP_FILES)[number];
