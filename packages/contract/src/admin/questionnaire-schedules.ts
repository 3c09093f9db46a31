import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { zLine } from '../fields.ts';
import { ZStudySurveyKind } from '../onboarding/get-study-survey.ts';
import { ZAdminCount, ZAdminDate } from './common.ts';

/** The longest study a day may name, and the longest wait before the reminder. */
export const SCHEDULE_DAY_MAX = 730;
export const SCHEDULE_REMIND_MAX = 60;

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** HH:mm on a 24-hour clock, the participant's own local time. */
export const ZLocalTime = zLine({ error: 'fieldRequired' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
  error: 'fieldInvalid',
});

/**
 * POST api/v1/admin/questionnaire-schedules/:kind: when this questionnaire reaches each
 * participant (decision 084). `mode` day: on `day_in_study` (0 = the day their study starts);
 * `mode` date: on `on_date` — one of the two, not both. At `local_time` in the participant's
 * zone, by push and e-mail in their language; one reminder `remind_after_days` later if it is
 * not done, and an answer after that counts as late. `enabled` false stops sending and keeps
 * the settings. A date already past is refused by the server (it knows the time).
 */
export const ZSaveQuestionnaireScheduleRequest = z
  .object({
    enabled: z.preprocess(
      (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
      z.boolean({ error: 'fieldInvalid' }),
    ),
    mode: z.enum(['day', 'date'], { error: 'fieldInvalid' }),
    day_in_study: z.preprocess(
      emptyToUndefined,
      ZAdminCount(0, SCHEDULE_DAY_MAX, 'adminScheduleDayRange').optional(),
    ),
    on_date: z.preprocess(emptyToUndefined, ZAdminDate.optional()),
    local_time: ZLocalTime,
    remind_after_days: ZAdminCount(1, SCHEDULE_REMIND_MAX, 'adminScheduleRemindRange'),
  })
  .superRefine((v, ctx) => {
    if (v.day_in_study !== undefined && v.on_date !== undefined) {
      ctx.addIssue({ code: 'custom', message: 'adminScheduleDayOrDate', path: ['on_date'] });
    } else if (v.mode === 'day' && v.day_in_study === undefined) {
      ctx.addIssue({ code: 'custom', message: 'fieldRequired', path: ['day_in_study'] });
    } else if (v.mode === 'date' && v.on_date === undefined) {
      ctx.addIssue({ code: 'custom', message: 'fieldRequired', path: ['on_date'] });
    }
  });
export type TSaveQuestionnaireScheduleRequest = z.input<typeof ZSaveQuestionnaireScheduleRequest>;
export type TQuestionnaireScheduleInput = z.output<typeof ZSaveQuestionnaireScheduleRequest>;

export const ZQuestionnaireSchedule = z.object({
  enabled: z.boolean(),
  mode: z.enum(['day', 'date']),
  day_in_study: z.number().int().nullable(),
  on_date: z.string().nullable(),
  local_time: z.string(),
  remind_after_days: z.number().int(),
  updated_at: z.string(),
});
export type TQuestionnaireSchedule = z.infer<typeof ZQuestionnaireSchedule>;

/**
 * Where the participants stand with one scheduled questionnaire, at the time of the reply.
 * Participants: those the schedule applies to (their study has started, and for a date, by
 * that date). Done on time: answered before the reminder's moment; done late: after it;
 * overdue: the reminder's moment has passed with no answer; due: due now, not answered yet.
 */
export const ZScheduleCompletion = z.object({
  participants: z.number().int(),
  not_yet_due: z.number().int(),
  due: z.number().int(),
  done_on_time: z.number().int(),
  done_late: z.number().int(),
  overdue: z.number().int(),
  sent: z.number().int(),
  reminded: z.number().int(),
});
export type TScheduleCompletion = z.infer<typeof ZScheduleCompletion>;

export const ZQuestionnaireScheduleEntry = z.object({
  kind: ZStudySurveyKind,
  /** Null: this questionnaire is not scheduled. */
  schedule: ZQuestionnaireSchedule.nullable(),
  completion: ZScheduleCompletion.nullable(),
});
export type TQuestionnaireScheduleEntry = z.infer<typeof ZQuestionnaireScheduleEntry>;

/** GET api/v1/admin/questionnaire-schedules: every questionnaire, its schedule and completion. */
export const ZQuestionnaireSchedulesResponse = ZEnvelope(
  z.object({ schedules: z.array(ZQuestionnaireScheduleEntry) }),
);
export type TQuestionnaireSchedulesResponse = z.infer<typeof ZQuestionnaireSchedulesResponse>;

export const ZSaveQuestionnaireScheduleResponse = ZEnvelope(
  z.object({ schedule: ZQuestionnaireScheduleEntry }),
);
export type TSaveQuestionnaireScheduleResponse = z.infer<typeof ZSaveQuestionnaireScheduleResponse>;
