const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * Spec §9: `YYYY-MM-DD | hh:mm:ss` in the viewer's local time. The hour is on the 24-hour clock:
 * a 12-hour `hh` with no am/pm would make 09:00 and 21:00 read alike.
 * Returns '' for a value that is not a date, so a bad row never shows "NaN".
 */
export function formatDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const day = `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return `${day} | ${time}`;
}

/** The date part alone, local time: YYYY-MM-DD. */
export function formatDate(value: string | Date): string {
  return formatDateTime(value).split(' | ')[0] ?? '';
}

/** A machine-readable value for <time dateTime>: the instant as sent, when it parses. */
export function isoOf(value: string): string | undefined {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
