import { describe, expect, it } from 'vitest';
import { ZEmail, ZNewPassword } from './fields.ts';
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
