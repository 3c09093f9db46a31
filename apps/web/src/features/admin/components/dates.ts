/**
 * The console's one way of writing dates, in every language: ISO 8601 (2026-03-05, and
 * 2026-03-05 14:07 with the researcher's local time), as the exports write them, so nothing
 * reads as 03/05 in one place and 5.3. in another.
 */
const pad = (n: number) => String(n).padStart(2, '0');

export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const d = new Date(value);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const d = new Date(value);
  return `${formatDate(value)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
