/** A breathing rate with one decimal in the reader's language: 5.0, 5,0 … */
export function formatRate(bpm: number, language: string): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(bpm);
}

/** A figure rounded to `digits` decimals in the reader's language. */
export function formatNumber(value: number, language: string, digits = 0): string {
  if (!Number.isFinite(value)) return '—';
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}
