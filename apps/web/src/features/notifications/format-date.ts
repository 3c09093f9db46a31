const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * Spec §9: `YYYY-MM-DD | hh:mm:ss` in the viewer's local time (24-hour clock). The library has
 * the same rule; features do not import each other, so the few lines are repeated here.
 */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return `${day} | ${time}`;
}
