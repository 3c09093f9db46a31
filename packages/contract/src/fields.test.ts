import { describe, expect, it } from 'vitest';
import { ZEmail, ZNewPassword, ZOptionalToken, ZPassword, zLine, zText } from './fields.ts';
import { ZClientHeaders } from './headers.ts';
import { ZAddExerciseFeedbackRequest } from './sessions/exercise-feedback.ts';
import { ZSupportMailRequest } from './settings/support-mail.ts';
import { ZSignupRequest } from './auth/signup.ts';
import { ZFinishSignupRequest } from './auth/finish-signup.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('email (spec §5)', () => {
  it.each(['person@example.com', 'A.b_c%d-e@mail.example.org', 'first+tag@example.co'])(
    'accepts %s',
    (email) => expect(ZEmail.safeParse(email).success).toBe(true),
  );

  it('lower-cases and trims the address', () => {
    expect(ZEmail.parse('  Person@Example.COM ')).toBe('person@example.com');
  });

  it.each([
    ['', 'emailRequired'],
    ['no-at-sign.example.com', 'emailInvalid'],
    ['person@example', 'emailInvalid'],
    ['person@example.c', 'emailInvalid'],
    ['person@example.abcdefg', 'emailInvalid'],
    ['per son@example.com', 'emailInvalid'],
  ])('refuses %j with %s', (email, key) => {
    expect(firstMessage(ZEmail.safeParse(email))).toBe(key);
  });
});

describe('new password: the rule the message promises', () => {
  it('accepts a password with length, cases, digit and special character', () => {
    expect(ZNewPassword.safeParse('Calm-breath5').success).toBe(true);
  });

  it.each([
    ['', 'passwordRequired'],
    ['Sh0rt!', 'passwordRule'],
    ['alllower1!', 'passwordRule'],
    ['ALLUPPER1!', 'passwordRule'],
    ['NoDigits!!', 'passwordRule'],
    ['NoSpecial12', 'passwordRule'],
    [`Aa1!${'x'.repeat(125)}`, 'passwordTooLong'],
  ])('refuses %j with %s', (password, key) => {
    expect(firstMessage(ZNewPassword.safeParse(password))).toBe(key);
  });
});

describe('sign-up payload', () => {
  const valid = {
    email: 'new@example.com',
    password: 'Calm-breath5',
    confirm_password: 'Calm-breath5',
    access_code: 'RSN-ABCD-EFGH',
  };

  it('accepts the spec payload with form-encoded numbers', () => {
    const parsed = ZSignupRequest.parse({
      ...valid,
      age_group: '3',
      gender_id: '1',
      meditation: '2',
      default_language: '4',
    });
    expect(parsed).toMatchObject({
      age_group: 3,
      gender_id: 1,
      meditation: 2,
      default_language: 4,
    });
  });

  it('refuses a confirmation that differs', () => {
    const result = ZSignupRequest.safeParse({ ...valid, confirm_password: 'Other-pass5' });
    expect(result.error?.issues[0]).toMatchObject({
      message: 'passwordsMismatch',
      path: ['confirm_password'],
    });
  });

  it('requires the access code', () => {
    expect(firstMessage(ZSignupRequest.safeParse({ ...valid, access_code: ' ' }))).toBe(
      'accessCodeRequired',
    );
  });

  it('asks for an access code on the access-code page with its own text', () => {
    expect(firstMessage(ZFinishSignupRequest.safeParse({ access_code: '' }))).toBe(
      'accessCodeEmpty',
    );
  });
});

describe('text: no control characters (PostgreSQL refuses U+0000 in text)', () => {
  const line = zLine().max(50);
  const text = zText().max(50);

  it.each(['\u0000', '\u0001', '\u001b', '\u007f', '\t', '\n', '\r'])(
    'a one-line field refuses U+%s',
    (control) => {
      expect(firstMessage(line.safeParse(`a${control}b`))).toBe('textControlCharacters');
    },
  );

  it.each(['\u0000', '\u0008', '\u000b', '\u000c', '\u001f', '\u007f'])(
    'a multi-line field refuses %j',
    (control) => {
      expect(firstMessage(text.safeParse(`a${control}b`))).toBe('textControlCharacters');
    },
  );

  it.each(['\ud800', '\udbff', '\udc00', '\udfff', '\udc00\ud800'])(
    'both refuse a lone surrogate %j (no character; PostgreSQL JSON refuses it)',
    (half) => {
      expect(firstMessage(line.safeParse(`a${half}b`))).toBe('textControlCharacters');
      expect(firstMessage(text.safeParse(`${half}`))).toBe('textControlCharacters');
      expect(firstMessage(text.safeParse(`ab${half}`))).toBe('textControlCharacters');
    },
  );

  it('a multi-line field keeps tab and line breaks; both keep any other character', () => {
    expect(text.parse('one\ttwo\r\nthree\n')).toBe('one\ttwo\r\nthree\n');
    expect(line.parse('Zoë 😀 ٣ — ok')).toBe('Zoë 😀 ٣ — ok');
    expect(text.parse('🌬️😀\n𝄞')).toBe('🌬️😀\n𝄞');
  });

  it('is checked before a trim, so a control character is never cut off silently', () => {
    expect(ZEmail.safeParse('person@example.com\u0000').success).toBe(false);
    expect(firstMessage(ZPassword.safeParse('Pass\u0000word1!'))).toBe('textControlCharacters');
    expect(firstMessage(ZOptionalToken.safeParse('fcm\u0000'))).toBe('textControlCharacters');
  });

  it('reaches fields built on the helpers: feedback, support, study answers, headers', () => {
    expect(
      ZAddExerciseFeedbackRequest.safeParse({ exercise_id: 1, description: 'calm\u0000' }).success,
    ).toBe(false);
    expect(
      ZAddExerciseFeedbackRequest.safeParse({ exercise_id: 1, description: 'calm\nand slow' })
        .success,
    ).toBe(true);
    const support = { subject: 'Help', supportMessage: 'It\u0000 stops' };
    expect(ZSupportMailRequest.safeParse(support).success).toBe(false);
    expect(
      ZSupportMailRequest.safeParse({ ...support, supportMessage: 'It\n stops' }).success,
    ).toBe(true);
    expect(ZClientHeaders.safeParse({ 'device-id': 'browser\u0000' }).success).toBe(false);
  });
});
