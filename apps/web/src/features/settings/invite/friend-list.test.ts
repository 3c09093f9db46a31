import { describe, expect, test } from 'vitest';
import { checkFriendEmail } from './friend-list.ts';

describe('checkFriendEmail', () => {
  test('accepts an address of the pattern, lower-cased and trimmed', () => {
    expect(checkFriendEmail('  Ana.B+calm@Example.org ', 'me@example.com', [])).toEqual({
      email: 'ana.b+calm@example.org',
    });
  });

  test.each([
    ['', 'emailRequired'],
    ['   ', 'emailRequired'],
    ['ana@example', 'emailInvalid'],
    ['ana example.org', 'emailInvalid'],
    ['ana@example.toolong', 'emailInvalid'],
  ])('refuses %j: %s', (value, problem) => {
    expect(checkFriendEmail(value, 'me@example.com', [])).toEqual({ problem });
  });

  test('refuses the person’s own address, a repeat, and an eleventh friend', () => {
    expect(checkFriendEmail('ME@example.com', 'me@example.com', [])).toEqual({
      problem: 'inviteSelf',
    });
    expect(checkFriendEmail('a@example.com', undefined, ['a@example.com'])).toEqual({
      problem: 'alreadyAdded',
    });
    const ten = Array.from({ length: 10 }, (_, i) => `f${i}@example.com`);
    expect(checkFriendEmail('new@example.com', undefined, ten)).toEqual({
      problem: 'inviteTooMany',
    });
  });
});
