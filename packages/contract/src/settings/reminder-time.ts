import { z } from 'zod';
import { zLine } from '../fields.ts';
import { REMINDER_STEP_MINUTES } from '../constants.ts';

/** Spec §5 Reminder time: only digits, A, M, P, colon and space may be typed. */
export const REMINDER_TIME_CHARS = /^[0-9AaMmPp: ]*$/;

/** At most this many daily reminders per person ('add another'); decision 021. */
export const REMINDER_MAX_COUNT = 8;

const MINUTES_PER_DAY = 24 * 60;

/**
 * Minutes after local midnight of a typed time: `h:mm AM`/`h:mm PM` (the picker's `h:mm aa`)
 * or 24-hour `HH:mm`. Null when the text is not a time of day.
 */
export function parseReminderTime(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})\s*([AaPp][Mm])?$/.exec(text.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const meridiem = match[3]?.toUpperCase();
  if (minutes > 59) return null;
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (meridiem === 'PM' ? 12 : 0);
  } else if (hours > 23) {
    return null;
  }
  return hours * 60 + minutes;
}

/** 24-hour `HH:mm`, the form replies carry (the screens format it as `h:mm aa`). */
export function formatReminderMinutes(minutes: number) {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** Every selectable time of the picker: 00:00, 00:15, … 23:45 (spec §9, 15-minute steps). */
export function reminderTimeSlots() {
  const slots: number[] = [];
  for (let m = 0; m < MINUTES_PER_DAY; m += REMINDER_STEP_MINUTES) slots.push(m);
  return slots;
}

/** One reminder time as typed or picked; becomes minutes after local midnight. */
export const ZReminderTime = zLine({ error: 'reminderTimeRequired' })
  .trim()
  .min(1, { error: 'reminderTimeRequired' })
  .max(8, { error: 'reminderTimeInvalid' })
  .regex(REMINDER_TIME_CHARS, { error: 'reminderTimeInvalid' })
  .transform((text, ctx) => {
    const minutes = parseReminderTime(text);
    if (minutes === null) {
      ctx.addIssue({ code: 'custom', message: 'reminderTimeInvalid' });
      return z.NEVER;
    }
    if (minutes % REMINDER_STEP_MINUTES !== 0) {
      ctx.addIssue({ code: 'custom', message: 'reminderTimeStep' });
      return z.NEVER;
    }
    return minutes;
  });

/** An IANA zone name the runtime knows (e.g. Europe/Berlin); the server also asks PostgreSQL. */
export function isIanaTimeZone(name: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const ZTimeZone = zLine({ error: 'timeZoneRequired' })
  .trim()
  .min(1, { error: 'timeZoneRequired' })
  .max(64, { error: 'timeZoneInvalid' })
  .refine(isIanaTimeZone, { error: 'timeZoneInvalid' });
