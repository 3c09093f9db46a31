import { describe, expect, it } from 'vitest';
import {
  displayTime,
  isAllowedKey,
  nextSuggestion,
  sanitizeTime,
  TIME_OPTIONS,
} from './time-format.ts';

describe('reminder time format', () => {
  it('shows times as h:mm aa in 15-minute steps', () => {
    expect(displayTime('07:30')).toBe('7:30 AM');
    expect(displayTime('00:00')).toBe('12:00 AM');
    expect(displayTime('21:45')).toBe('9:45 PM');
    expect(TIME_OPTIONS).toHaveLength(96);
    expect(TIME_OPTIONS.slice(0, 3)).toEqual(['12:00 AM', '12:15 AM', '12:30 AM']);
    expect(TIME_OPTIONS.at(-1)).toBe('11:45 PM');
  });

  it('accepts only digits, A, M, P, colon, space and editing keys', () => {
    for (const key of ['0', '9', 'A', 'm', 'P', ':', ' ', 'Backspace', 'Tab', 'ArrowLeft']) {
      expect(isAllowedKey(key)).toBe(true);
    }
    for (const key of ['x', 'B', '-', '.', '/', 'é']) expect(isAllowedKey(key)).toBe(false);
    expect(sanitizeTime('7:3O pm!')).toBe('7:3 PM');
  });

  it('suggests a free time for another reminder', () => {
    expect(nextSuggestion([])).toBe('8:00 AM');
    expect(nextSuggestion(['8:00 AM'])).toBe('9:00 AM');
    expect(nextSuggestion(['11:00 PM'])).toBe('12:00 AM');
  });
});
