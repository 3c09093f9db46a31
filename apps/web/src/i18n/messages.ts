import i18next, { type TFunction } from 'i18next';
import type { MessageKey } from '@resona/contract';
import { isApiError } from '../lib/api-client.ts';
import { isOnline } from '../lib/online.ts';

/**
 * Translates a message key of the contract's catalogue (validation messages, `fields`). The
 * catalogue is asked rather than the contract's key list, which would bring all of English into
 * the sign-in page; forms load the catalogue with their schemas (loadEnglishMessages).
 */
export function messageText(t: TFunction, key: string | undefined): string {
  if (!key) return '';
  const unknown = i18next.isInitialized && !i18next.exists(key, { ns: 'msg' });
  return unknown ? t('fieldInvalid', { ns: 'msg' }) : t(key as MessageKey, { ns: 'msg' });
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
