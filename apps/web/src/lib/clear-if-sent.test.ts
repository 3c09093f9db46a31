import { describe, expect, test } from 'vitest';
import { clearIfSent } from './clear-if-sent.ts';

describe('clearing a field once what it sent is accepted', () => {
  test('empties the field that still holds what was sent', () => {
    expect(clearIfSent('Paced', '')('Paced')).toBe('');
    expect(clearIfSent<number | undefined>(3, undefined)(3)).toBeUndefined();
  });

  test('keeps what was typed after sending', () => {
    expect(clearIfSent('Paced', '')('Control')).toBe('Control');
    expect(clearIfSent<number | undefined>(3, undefined)(4)).toBe(4);
  });
});
