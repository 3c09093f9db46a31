import { describe, expect, test } from 'vitest';
import type { TNotificationListResponse } from '@resona/contract';
import { isPushMessage } from '../../lib/push.ts';
import { nextOffset } from './api/get-notifications.ts';
import { formatDateTime } from './format-date.ts';

const page = (total: number): TNotificationListResponse => ({
  status_code: 200,
  message: '',
  data: { notificationData: [], unread_msg: 0, total_count: total },
});

describe('Loadmore (spec §9)', () => {
  test('shows while total_count exceeds the page size and offset+10; the offset grows by 10', () => {
    expect(nextOffset(page(25), 0)).toBe(10);
    expect(nextOffset(page(25), 10)).toBe(20);
    expect(nextOffset(page(25), 20)).toBeUndefined();
    expect(nextOffset(page(20), 10)).toBeUndefined();
    expect(nextOffset(page(10), 0)).toBeUndefined();
    expect(nextOffset(page(11), 0)).toBe(10);
    expect(nextOffset(page(0), 0)).toBeUndefined();
  });
});

describe('messages from the service worker', () => {
  test('only a well-formed push message is taken for the banner', () => {
    expect(isPushMessage({ type: 'resona:push', title: 'T', body: 'B', url: '/Home' })).toBe(true);
    expect(isPushMessage({ type: 'resona:push', title: 'T' })).toBe(false);
    expect(isPushMessage({ type: 'other', title: 'T', body: 'B' })).toBe(false);
    expect(isPushMessage(null)).toBe(false);
    expect(isPushMessage('resona:push')).toBe(false);
  });
});

describe('notification time', () => {
  test('is YYYY-MM-DD | hh:mm:ss in local time, empty for a bad value', () => {
    expect(formatDateTime('2026-03-04T05:06:07')).toBe('2026-03-04 | 05:06:07');
    expect(formatDateTime('not a date')).toBe('');
  });
});
