const pad = (n: number) => String(n).padStart(2, '0');

/** A date as the consent form shows it, 2026-03-05, in the person's own calendar. */
export function localDate(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** 2026-03-05 14:07 in the person's own zone, from an ISO instant. */
export function localDateTime(value: string): string {
  const d = new Date(value);
  return `${localDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
