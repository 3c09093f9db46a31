import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { zText } from '../fields.ts';
import { ZAdminCount, ZAdminName, ZAdminOptionalId } from './common.ts';

/** How a randomising access code allocates: seeded permuted blocks, or an uploaded table. */
export const RANDOMISATION_METHODS = ['blocks', 'table'] as const;
/** What the allocation is stratified by, read from the sign-up survey (decision 083). */
export const STRATIFY_BY = ['none', 'age_group', 'gender', 'age_group_gender'] as const;
export type TStratifyBy = (typeof STRATIFY_BY)[number];

export const ARM_WEIGHT_MAX = 10;
export const BLOCK_SIZE_MAX = 60;
export const BLOCK_SIZES_MAX = 5;
/** An uploaded allocation table (CSV) is at most this many rows; the body limit is 64 KiB. */
export const ALLOCATION_TABLE_ROWS_MAX = 5000;

/**
 * A stratum's name as the allocation list and an uploaded table write it: `all`, or
 * `age_group=3`, `gender=2`, `age_group=3;gender=2` (the survey's ids, 0 when not answered).
 */
export const STRATUM_PATTERN = /^(all|age_group=\d+|gender=\d+|age_group=\d+;gender=\d+)$/;

/**
 * POST api/v1/admin/arms: an arm of the study, built on a cohort (an existing one or a new one
 * named here, not both): everyone allocated to it joins that cohort, so the cohort's programs,
 * broadcasts and figures are the arm's. `program_id` copies that program's cohort-wide items
 * to the arm's cohort; `plan_id` whitelists everyone allocated to the arm for that plan.
 */
export const ZCreateArmRequest = z
  .object({
    cohort_id: ZAdminOptionalId,
    name: z.preprocess((v) => (v === '' || v === null ? undefined : v), ZAdminName.optional()),
    program_id: ZAdminOptionalId,
    plan_id: ZAdminOptionalId,
    /** The arm's share of every block: weights 2 and 1 allocate two to one. */
    weight: z.preprocess(
      (v) => (v === '' || v === null || v === undefined ? 1 : v),
      ZAdminCount(1, ARM_WEIGHT_MAX, 'adminArmWeightRange'),
    ),
  })
  .refine((v) => !(v.cohort_id && v.name), { error: 'adminCohortEitherOr', path: ['name'] })
  .refine((v) => v.cohort_id || v.name, { error: 'fieldRequired', path: ['name'] });
export type TCreateArmRequest = z.input<typeof ZCreateArmRequest>;

/**
 * Block sizes typed as "4, 6" (or sent as a list): one to five whole numbers from 2 to 60. One
 * message for the whole field, wherever the fault, so the form shows it on the field.
 */
const ZBlockSizes = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(/[\s,;]+/)
          .filter(Boolean)
          .map((s) => (/^\d{1,3}$/.test(s) ? Number(s) : s))
      : v,
  z
    .array(z.unknown(), { error: 'adminBlockSizesInvalid' })
    .refine(
      (sizes) =>
        sizes.length <= BLOCK_SIZES_MAX &&
        sizes.every(
          (s) => Number.isInteger(s) && (s as number) >= 2 && (s as number) <= BLOCK_SIZE_MAX,
        ),
      { error: 'adminBlockSizesInvalid' },
    )
    .transform((sizes) => [...new Set(sizes as number[])].sort((a, b) => a - b)),
);

/**
 * POST api/v1/admin/arms/randomisation: how a randomising code allocates. The seed of the
 * blocks is made by the server the first time and never leaves it. Refused once anyone has
 * been allocated.
 */
export const ZSaveRandomisationRequest = z
  .object({
    method: z.enum(RANDOMISATION_METHODS, { error: 'fieldInvalid' }),
    /** Permuted blocks only: each block's size is drawn at random from these. */
    block_sizes: z.preprocess((v) => (v === undefined || v === null ? '' : v), ZBlockSizes),
    stratify_by: z.enum(STRATIFY_BY, { error: 'fieldInvalid' }),
  })
  .refine((v) => v.method !== 'blocks' || v.block_sizes.length > 0, {
    error: 'adminBlockSizesInvalid',
    path: ['block_sizes'],
  });
export type TSaveRandomisationRequest = z.input<typeof ZSaveRandomisationRequest>;

/**
 * POST api/v1/admin/arms/table {csv}: the allocation table, one row per slot: sequence number,
 * stratum, arm name (a header row is allowed). It replaces the table; once allocation has
 * started, every row already used must stay as it was (rows may be added).
 */
export const ZUploadAllocationTableRequest = z.object({
  csv: zText({ error: 'fieldRequired' })
    .max(60_000, { error: 'fieldInvalid' })
    .refine((v) => v.trim().length > 0, { error: 'fieldRequired' }),
});
export type TUploadAllocationTableRequest = z.input<typeof ZUploadAllocationTableRequest>;

export const ZAdminArm = z.object({
  id: z.number().int(),
  /** The name of its cohort. */
  name: z.string(),
  cohort_id: z.number().int(),
  plan_id: z.number().int().nullable(),
  plan_name: z.string().nullable(),
  /** The titles of the programs assigned to its cohort. */
  programs: z.array(z.string()),
  weight: z.number().int(),
  /** Participants allocated to it so far. */
  allocated: z.number().int(),
});
export type TAdminArm = z.infer<typeof ZAdminArm>;

/** Allocations made so far in one stratum; nothing about the allocations still to come. */
export const ZAdminStratum = z.object({
  stratum: z.string(),
  counts: z.array(z.object({ arm_id: z.number().int(), allocated: z.number().int() })),
  /** Rows of the uploaded table this stratum has not used yet (table method only). */
  table_rows_left: z.number().int().nullable(),
});

export const ZRandomisationSettings = z.object({
  /** False until the researcher has saved settings once. */
  saved: z.boolean(),
  method: z.enum(RANDOMISATION_METHODS),
  block_sizes: z.array(z.number().int()),
  stratify_by: z.enum(STRATIFY_BY),
  /** Rows in the uploaded allocation table. */
  table_rows: z.number().int(),
  /** Someone has been allocated: arms and settings no longer change. */
  started: z.boolean(),
});

/** GET api/v1/admin/arms: the arms, the randomisation settings and the counts per stratum. */
export const ZArmsResponse = ZEnvelope(
  z.object({
    arms: z.array(ZAdminArm),
    randomisation: ZRandomisationSettings,
    strata: z.array(ZAdminStratum),
  }),
);
export type TArmsResponse = z.infer<typeof ZArmsResponse>;

export const ZCreateArmResponse = ZEnvelope(z.object({ arm: ZAdminArm }));
export const ZSaveRandomisationResponse = ZEnvelope(
  z.object({ randomisation: ZRandomisationSettings }),
);
export const ZUploadAllocationTableResponse = ZEnvelope(z.object({ rows: z.number().int() }));
