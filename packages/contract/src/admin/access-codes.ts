import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZAdminCount, ZAdminInstant, ZAdminName, ZAdminOptionalId } from './common.ts';

export const ADMIN_BATCH_MAX = 500;
export const ADMIN_USE_LIMIT_MAX = 100_000;

/**
 * POST api/v1/admin/access-codes: a batch of new codes. The cohort is an existing one
 * (`cohort_id`) or a new one made with the batch (`cohort_name`), not both; `plan_id`
 * whitelists every redeemer's e-mail for that plan. An expiry already past is refused by the
 * server (it knows the time).
 */
export const ZCreateCodeBatchRequest = z
  .object({
    count: ZAdminCount(1, ADMIN_BATCH_MAX, 'adminCodeCountRange'),
    use_limit: ZAdminCount(1, ADMIN_USE_LIMIT_MAX, 'adminUseLimitRange'),
    expires_at: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      ZAdminInstant.optional(),
    ),
    cohort_id: ZAdminOptionalId,
    cohort_name: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      ZAdminName.optional(),
    ),
    plan_id: ZAdminOptionalId,
    /** Each redeemer is allocated to an arm of the study (decision 083); a form's "on" is yes. */
    randomise: z.preprocess(
      (v) =>
        v === undefined || v === '' || v === 'false' || v === '0'
          ? false
          : v === 'on' || v === 'true' || v === '1'
            ? true
            : v,
      z.boolean({ error: 'fieldInvalid' }),
    ),
  })
  .refine((v) => !(v.cohort_id && v.cohort_name), {
    error: 'adminCohortEitherOr',
    path: ['cohort_name'],
  });
export type TCreateCodeBatchRequest = z.input<typeof ZCreateCodeBatchRequest>;

export const ZAdminAccessCode = z.object({
  id: z.number().int(),
  code: z.string(),
  use_limit: z.number().int(),
  uses: z.number().int(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  /** usable, used_up, expired or revoked, at the time of the reply. */
  state: z.enum(['usable', 'used_up', 'expired', 'revoked']),
  cohort_id: z.number().int().nullable(),
  cohort_name: z.string().nullable(),
  batch_id: z.number().int().nullable(),
  plan_name: z.string().nullable(),
  created_at: z.string(),
});
export type TAdminAccessCode = z.infer<typeof ZAdminAccessCode>;

export const ZCreateCodeBatchResponse = ZEnvelope(
  z.object({
    batch_id: z.number().int(),
    cohort_id: z.number().int().nullable(),
    codes: z.array(ZAdminAccessCode),
  }),
);
export type TCreateCodeBatchResponse = z.infer<typeof ZCreateCodeBatchResponse>;

/**
 * GET api/v1/admin/access-codes?cohort_id&batch_id&cursor: newest first, pages of up to 100;
 * `cursor` is the `next_cursor` of the page before (the last code id seen).
 */
export const ZListAccessCodesRequest = z.object({
  cohort_id: ZAdminOptionalId,
  batch_id: ZAdminOptionalId,
  cursor: ZAdminOptionalId,
});
export type TListAccessCodesRequest = z.input<typeof ZListAccessCodesRequest>;

export const ZListAccessCodesResponse = ZEnvelope(
  z.object({ codes: z.array(ZAdminAccessCode), next_cursor: z.number().int().nullable() }),
);
export type TListAccessCodesResponse = z.infer<typeof ZListAccessCodesResponse>;

/** POST api/v1/admin/access-codes/:id/revoke: the code stops working at once; uses stay. */
export const ZRevokeAccessCodeResponse = ZEnvelope(z.object({ code: ZAdminAccessCode }));

/** GET api/v1/admin/access-codes/export?cohort_id&batch_id: text/csv, one row per code. */
export const ZExportAccessCodesRequest = z.object({
  cohort_id: ZAdminOptionalId,
  batch_id: ZAdminOptionalId,
});
export type TExportAccessCodesRequest = z.input<typeof ZExportAccessCodesRequest>;
