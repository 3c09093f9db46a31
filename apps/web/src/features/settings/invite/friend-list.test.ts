import { describe, expect, test } from 'vitest';
import { checkFriendEmail, collectInvitees } from './friend-list.ts';

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

describe('collectInvitees (Send)', () => {
  test('the address still typed goes with the listed ones', () => {
    expect(collectInvitees(' Friend@Example.org ', 'me@example.com', [])).toEqual({
      emails: ['friend@example.org'],
    });
    expect(collectInvitees('b@example.org', 'me@example.com', ['a@example.org'])).toEqual({
      emails: ['a@example.org', 'b@example.org'],
    });
  });

  test('an empty field sends the list; only an empty field and an empty list is missing', () => {
    expect(collectInvitees('  ', undefined, ['a@example.org'])).toEqual({
      emails: ['a@example.org'],
    });
    expect(collectInvitees('', undefined, [])).toEqual({ problem: 'emailRequired' });
  });

  test('a typed address that may not join stops the send; one listed already goes once', () => {
    expect(collectInvitees('friend@nowhere', undefined, ['a@example.org'])).toEqual({
      problem: 'emailInvalid',
    });
    expect(collectInvitees('me@example.com', 'me@example.com', [])).toEqual({
      problem: 'inviteSelf',
    });
    expect(collectInvitees('A@example.org', undefined, ['a@example.org'])).toEqual({
      emails: ['a@example.org'],
    });
  });
});
