import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { messageText } from '../../../i18n/messages.ts';

/** The translated message of a field the server refused, if it did. */
export function fieldError(t: TFunction, error: unknown, field: string): string | undefined {
  if (!isApiError(error) || !error.fields) return undefined;
  const key = error.fields[field];
  return key ? messageText(t, key) : undefined;
}

/** A date input's YYYY-MM-DD as the end of that day in the researcher's time zone. */
export function endOfLocalDay(date: string): string | undefined {
  if (!date) return undefined;
  const end = new Date(`${date}T23:59:59.999`);
  return Number.isNaN(end.getTime()) ? undefined : end.toISOString();
}
