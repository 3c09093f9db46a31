import { format } from 'date-fns';
import {
  formatReminderMinutes,
  parseReminderTime,
  REMINDER_TIME_CHARS,
  reminderTimeSlots,
} from '@resona/contract';

/** The picker's format (spec §2): `h:mm aa`, e.g. 7:30 AM. */
const PICKER_FORMAT = 'h:mm aa';

/** `HH:mm` from a reply, or minutes after midnight, as the picker shows it. */
export function displayTime(time: string | number) {
  const minutes = typeof time === 'number' ? time : parseReminderTime(time);
  if (minutes === null) return String(time);
  return format(new Date(2000, 0, 1, Math.floor(minutes / 60), minutes % 60), PICKER_FORMAT);
}

/** Every 15-minute slot of the day, as the picker lists them. */
export const TIME_OPTIONS = reminderTimeSlots().map((m) => displayTime(m));

/** Spec §5: only digits, A, M, P, colon, space and backspace; editing keys still work. */
export function isAllowedKey(key: string) {
  return key.length > 1 || REMINDER_TIME_CHARS.test(key);
}

/** Pasted or dropped text keeps only the allowed characters. */
export function sanitizeTime(text: string) {
  return [...text]
    .filter((c) => REMINDER_TIME_CHARS.test(c))
    .join('')
    .toUpperCase()
    .slice(0, 8);
}

/** The next free slot after the last time, for 'add another' (08:00 when there is none). */
export function nextSuggestion(taken: string[]) {
  const used = new Set(taken.map((t) => parseReminderTime(t)).filter((m) => m !== null));
  const last = Math.max(7 * 60, ...used);
  for (let step = 1; step <= 96; step += 1) {
    const candidate = (last + step * 60) % (24 * 60);
    if (!used.has(candidate)) return displayTime(formatReminderMinutes(candidate));
  }
  return displayTime(8 * 60);
}
