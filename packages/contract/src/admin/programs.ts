import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZEmail, ZId } from '../fields.ts';
import { ZBreathedRhythm } from '../rhythms/rhythm-calls.ts';
import { ZAdminCount, ZAdminDate, ZAdminName, ZAdminOptionalId } from './common.ts';

/** GET api/v1/admin/exercises: what a program can assign. */
export const ZAdminExercisesResponse = ZEnvelope(
  z.object({
    exercises: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        goal: z.string(),
        minutes: z.number(),
        /** What tells designs of one title apart: the theme and the narration. */
        theme: z.string(),
        narration: z.string(),
      }),
    ),
  }),
);
export type TAdminExercisesResponse = z.infer<typeof ZAdminExercisesResponse>;

export const ADMIN_PROGRAM_ITEMS_MAX = 100;

/** One item of a new program: the exercise, when it is due, and its fixed rhythm if any. */
export const ZProgramItemRequest = z.object({
  exercise_id: ZId,
  due_date: ZAdminDate,
  /**
   * The rhythm the researcher fixes for the item (decision 101): the protocol's name as they
   * write it, its timing in either reading and its ramp, checked as a person's own rhythm is. The
   * participant breathes it as written and cannot pick another for the item. Null or left out:
   * the participant's own pace, as program items always were.
   */
  rhythm: ZBreathedRhythm.nullable().default(null),
});

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
      .array(ZProgramItemRequest, { error: 'fieldRequired' })
      .min(1, { error: 'fieldRequired' })
      .max(ADMIN_PROGRAM_ITEMS_MAX, { error: 'fieldInvalid' }),
    /**
     * How much of an item's planned duration a play must reach to count as done, in per cent
     * (100 when left out: the whole session).
     */
    done_percent: z.preprocess(
      (v) => (v === '' || v === null || v === undefined ? 100 : v),
      ZAdminCount(1, 100),
    ),
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
  /** The rhythms its items fix, each once, in the order of the items that first fix them. */
  rhythms: z.array(ZBreathedRhythm),
  /** Its items breathed at the participant's own pace (no rhythm fixed). */
  own_pace_items: z.number().int(),
  /** The share of the planned duration that counts as done, in per cent. */
  done_percent: z.number().int(),
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
  /** The theme and narration of the exercise, which tell designs of one title apart. */
  exercise_detail: z.string(),
  due_date: z.string(),
  /** The rhythm the item fixes; null: the participant's own pace. */
  rhythm: ZBreathedRhythm.nullable(),
  /**
   * The first play of the exercise after the item was assigned that reached the program's
   * share of its planned duration, in the item's rhythm when it fixes one; null if none yet.
   */
  done_at: z.string().nullable(),
});
export type TProgramProgressRow = z.infer<typeof ZProgramProgressRow>;

/** GET api/v1/admin/programs/:id: who did what, by participant then due date. */
export const ZProgramProgressResponse = ZEnvelope(
  z.object({ program: ZAdminProgram, progress: z.array(ZProgramProgressRow) }),
);
export type TProgramProgressResponse = z.infer<typeof ZProgramProgressResponse>;
