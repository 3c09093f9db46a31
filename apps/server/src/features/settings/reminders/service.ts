import { formatReminderMinutes, type TReminderSettings } from '@resona/contract';
import type { Executor } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import {
  deleteReminderRow,
  isKnownTimeZone,
  reminderRows,
  replaceReminders,
  setRemindersEnabled,
  type ReminderRow,
} from './queries.ts';

/** The reply of every reminder call: the switch and each reminder with its next UTC instant. */
export function presentReminders(rows: ReminderRow[]): TReminderSettings {
  return {
    is_reminder: rows.some((r) => r.isEnabled) ? 1 : 0,
    reminder_data: rows.map((r) => ({
      reminder_id: r.id,
      is_remind: r.isEnabled ? 1 : 0,
      remind_time: formatReminderMinutes(r.localMinutes),
      time_zone: r.timeZone,
      reminder_time: r.nextAt.toISOString(),
    })),
  };
}

export async function getReminderSettings(db: Executor, userId: number, now: Date) {
  return presentReminders(await reminderRows(db, userId, now));
}

/**
 * set-reminder: with times, the person's reminders become exactly those times; without, the
 * saved times are switched on or off (turning on needs at least one). One transaction.
 */
export async function setReminders(
  deps: Deps,
  userId: number,
  body: { is_reminder: 0 | 1; remind_time?: number[] | undefined; time_zone: string },
) {
  if (!(await isKnownTimeZone(deps.db, body.time_zone))) {
    throw new AppError('VALIDATION_ERROR', 'timeZoneInvalid', {}, { time_zone: 'timeZoneInvalid' });
  }
  const now = deps.now();
  const enabled = body.is_reminder === 1;
  return deps.db.transaction(async (tx) => {
    if (body.remind_time) {
      await replaceReminders(tx, userId, body.remind_time, body.time_zone, enabled, now);
    } else if (
      (await setRemindersEnabled(tx, userId, enabled, body.time_zone, now)) === 0 &&
      enabled
    ) {
      // Turning reminders on needs at least one time.
      throw new AppError(
        'VALIDATION_ERROR',
        'reminderTimeRequired',
        {},
        { remind_time: 'reminderTimeRequired' },
      );
    }
    return getReminderSettings(tx, userId, now);
  });
}

/** Removes one of the caller's reminders; another person's id is simply not found. */
export async function removeReminder(deps: Deps, userId: number, reminderId: number) {
  if (!(await deleteReminderRow(deps.db, userId, reminderId))) throw notFound();
  return getReminderSettings(deps.db, userId, deps.now());
}
