import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZEmail, ZId } from '../fields.ts';
import { ZAdminDate, ZAdminName, ZAdminOptionalId } from './common.ts';

/** GET api/v1/admin/exercises: what a program can assign. */
export const ZAdminExercisesResponse = ZEnvelope(
  z.object({
    exercises: z.array(
      z.object({ id: z.number().int(), title: z.string(), goal: z.string(), minutes: z.number() }),
    ),
  }),
);
export type TAdminExercisesResponse = z.infer<typeof ZAdminExercisesResponse>;

export const ADMIN_PROGRAM_ITEMS_MAX = 100;

/**
 * POST api/v1/admin/programs: a program for one participant (`user_email`) or a whole cohort
 * (`cohort_id`), exactly one of them, with its exercises and due dates (the participant's
 * calendar dates, spec §9).
 */
export const ZCreateProgramRequest = z
  .object({
    title: ZAdminName,
    cohort_id: ZAdminOptionalId,
    user_email: z.preprocess((v) => (v === '' || v === null ? undefined : v), ZEmail.optional()),
    items: z
      .array(z.object({ exercise_id: ZId, due_date: ZAdminDate }), { error: 'fieldRequired' })
      .min(1, { error: 'fieldRequired' })
      .max(ADMIN_PROGRAM_ITEMS_MAX, { error: 'fieldInvalid' }),
  })
  .refine((v) => (v.cohort_id === undefined) !== (v.user_email === undefined), {
    error: 'fieldRequired',
    path: ['cohort_id'],
  });
export type TCreateProgramRequest = z.input<typeof ZCreateProgramRequest>;

export const ZAdminProgram = z.object({
  id: z.number().int(),
  title: z.string(),
  cohort_id: z.number().int().nullable(),
  cohort_name: z.string().nullable(),
  /** The participant of a personal program. */
  user_email: z.string().nullable(),
  items: z.number().int(),
  first_due: z.string().nullable(),
  last_due: z.string().nullable(),
  created_at: z.string(),
});
export type TAdminProgram = z.infer<typeof ZAdminProgram>;

export const ZCreateProgramResponse = ZEnvelope(z.object({ program: ZAdminProgram }));
export type TCreateProgramResponse = z.infer<typeof ZCreateProgramResponse>;

/** GET api/v1/admin/programs: newest first. */
export const ZListProgramsResponse = ZEnvelope(z.object({ programs: z.array(ZAdminProgram) }));
export type TListProgramsResponse = z.infer<typeof ZListProgramsResponse>;

/** One participant and one item: whether and when they played it after it was assigned. */
export const ZProgramProgressRow = z.object({
  user_id: z.number().int(),
  email: z.string(),
  item_id: z.number().int(),
  exercise_id: z.number().int(),
  exercise_title: z.string(),
  due_date: z.string(),
  /** The first play of the exercise after the item was assigned; null if none yet. */
  done_at: z.string().nullable(),
});
export type TProgramProgressRow = z.infer<typeof ZProgramProgressRow>;

/** GET api/v1/admin/programs/:id: who did what, by participant then due date. */
export const ZProgramProgressResponse = ZEnvelope(
  z.object({ program: ZAdminProgram, progress: z.array(ZProgramProgressRow) }),
);
export type TProgramProgressResponse = z.infer<typeof ZProgramProgressResponse>;
