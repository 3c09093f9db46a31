import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { endOfLocalDay, fieldError } from './field-errors.ts';

const t = ((key: string, options?: { ns?: string }) => `${options?.ns ?? ''}:${key}`) as TFunction;

describe('admin form helpers', () => {
  it("makes a date input's day end at its last millisecond in the local zone", () => {
    const iso = endOfLocalDay('2025-03-09')!;
    const end = new Date(iso);
    expect([end.getFullYear(), end.getMonth(), end.getDate()]).toEqual([2025, 2, 9]);
    expect([end.getHours(), end.getMinutes(), end.getSeconds(), end.getMilliseconds()]).toEqual([
      23, 59, 59, 999,
    ]);
    expect(endOfLocalDay('')).toBeUndefined();
    expect(endOfLocalDay('not-a-date')).toBeUndefined();
  });

  it('translates the message key the server gave a field, and nothing for other errors', () => {
    const error = new ApiError({
      error_type: 'VALIDATION_ERROR',
      status_code: 400,
      message: 'x',
      fields: { count: 'fieldInvalid' },
    });
    expect(fieldError(t, error, 'count')).toBe('msg:fieldInvalid');
    expect(fieldError(t, error, 'use_limit')).toBeUndefined();
    expect(fieldError(t, new Error('boom'), 'count')).toBeUndefined();
  });
});
