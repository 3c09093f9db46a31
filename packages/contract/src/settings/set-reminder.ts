import { z } from 'zod';
import { ZEnvelope } from '../envelope.ts';
import { ZFlag, ZFlagInput } from '../fields.ts';
import { ZRequiredId } from '../sessions/content.ts';
import { REMINDER_MAX_COUNT, ZReminderTime, ZTimeZone } from './reminder-time.ts';

/** One daily reminder as replies carry it (spec §3 Reminder: is_remind, reminder_time in UTC). */
export const ZReminder = z.object({
  reminder_id: z.number().int(),
  is_remind: ZFlag,
  /** The local time of day it fires, 24-hour `HH:mm`, in `time_zone`. */
  remind_time: z.string(),
  /** IANA zone the local time belongs to; daylight-saving changes keep the local time. */
  time_zone: z.string(),
  /** The next time it fires, as an ISO instant in UTC. */
  reminder_time: z.string(),
});
export type TReminder = z.infer<typeof ZReminder>;

/** What every reminder call answers: the switch and the person's reminders, earliest first. */
export const ZReminderSettings = z.object({
  /** 1 when reminders are on (spec §3 remindvalue). */
  is_reminder: ZFlag,
  reminder_data: z.array(ZReminder),
});
export type TReminderSettings = z.infer<typeof ZReminderSettings>;

/**
 * POST api/v2/user/set-reminder {is_reminder, remind_time, time_zone}: replaces the person's
 * reminders with the given times (one or several, 'add another') and turns them on or off.
 * Without remind_time the saved times are kept and only switched on or off (the screen's toggle).
 */
export const ZSetReminderRequest = z
  .object({
    is_reminder: ZFlagInput,
    // One time (a form field) or several (JSON); sorted, each time once.
    remind_time: z
      .preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(ZReminderTime).optional())
      .transform((times) => (times ? [...new Set(times)].sort((a, b) => a - b) : undefined)),
    time_zone: ZTimeZone,
  })
  .superRefine((body, ctx) => {
    // Left out, the saved times are kept (the server answers the same message if there are none).
    if (body.is_reminder === 1 && body.remind_time?.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['remind_time'], message: 'reminderTimeRequired' });
    }
    if (body.remind_time && body.remind_time.length > REMINDER_MAX_COUNT) {
      ctx.addIssue({ code: 'custom', path: ['remind_time'], message: 'reminderTooMany' });
    }
  });
export type TSetReminderRequest = z.input<typeof ZSetReminderRequest>;

export const ZSetReminderResponse = ZEnvelope(ZReminderSettings);
export type TSetReminderResponse = z.infer<typeof ZSetReminderResponse>;

/** GET api/v2/user/reminders: the switch and the reminders (the settings screen loads these). */
export const ZReminderListResponse = ZEnvelope(ZReminderSettings);
export type TReminderListResponse = z.infer<typeof ZReminderListResponse>;

/** POST api/v2/user/delete-reminder {reminder_id}: removes one of the caller's reminders. */
export const ZDeleteReminderRequest = z.object({
  reminder_id: ZRequiredId,
});
export type TDeleteReminderRequest = z.input<typeof ZDeleteReminderRequest>;

export const ZDeleteReminderResponse = ZEnvelope(ZReminderSettings);
export type TDeleteReminderResponse = z.infer<typeof ZDeleteReminderResponse>;
