import type { TFunction } from 'i18next';
import { isMessageKey } from '@resona/contract';
import { isApiError } from '../lib/api-client.ts';
import { isOnline } from '../lib/online.ts';

/** Translates a message key of the contract's catalogue (validation messages, `fields`). */
export function messageText(t: TFunction, key: string | undefined): string {
  if (!key) return '';
  return isMessageKey(key) ? t(key, { ns: 'msg' }) : t('fieldInvalid', { ns: 'msg' });
}

/** What to tell the user about a failed call: the server's message when it sent one. */
export function errorText(t: TFunction, error: unknown): string {
  if (isApiError(error)) {
    if (error.error_type === 'NETWORK_ERROR') {
      return isOnline() ? t('somethingWrong', { ns: 'msg' }) : t('noInternet', { ns: 'msg' });
    }
    if (error.message) return error.message;
  }
  return t('somethingWrong', { ns: 'msg' });
}
