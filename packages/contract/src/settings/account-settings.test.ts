import { describe, expect, it } from 'vitest';
import { ZChangePasswordRequest } from './change-password.ts';
import { describeStoredPhone, parsePhone, phoneCountries } from './phone.ts';
import { ZSupportMailRequest } from './support-mail.ts';

describe('phone numbers', () => {
  it('reads a number in the picked country, by dial code, or by its own + prefix', () => {
    expect(parsePhone('(201) 555-0123', { country: 'US' })).toMatchObject({
      e164: '+12015550123',
      dialCode: '+1',
      country: 'US',
    });
    expect(parsePhone('020 7946 0018', { dialCode: '+44' })?.e164).toBe('+442079460018');
    expect(parsePhone('+33 1 23 45 67 89', { country: 'US' })).toMatchObject({
      e164: '+33123456789',
      country: 'FR',
    });
  });

  it('refuses what is not a number of that country, letters and overlong input', () => {
    for (const text of ['', '12345', '(555) 555-0123', '201-555-0123 call', '2'.repeat(40)]) {
      expect(parsePhone(text, { country: 'US' })).toBeNull();
    }
    expect(parsePhone('020 7946 0018', { country: 'US' })).toBeNull();
  });

  it('reads a stored E.164 number back for the form, and lists countries with dial codes', () => {
    expect(describeStoredPhone('+12015550123')).toMatchObject({
      country: 'US',
      national: '(201) 555-0123',
    });
    // Shown in international form: the German trunk 0 is typed at home, never after +49.
    expect(describeStoredPhone('+49301234567')).toMatchObject({
      country: 'DE',
      national: '030 1234567',
      international: '+49 30 1234567',
    });
    expect(describeStoredPhone(null)).toBeNull();
    expect(phoneCountries()).toContainEqual({ code: 'US', dialCode: '+1' });
    expect(phoneCountries().length).toBeGreaterThan(200);
  });
});

describe('support form', () => {
  const ok = { ccb: '', subject: 'Hi', supportMessage: 'Text' };
  it('accepts an empty cc and lower-cases a given one', () => {
    expect(ZSupportMailRequest.parse(ok).ccb).toBeNull();
    expect(ZSupportMailRequest.parse({ ...ok, ccb: ' A@Example.org ' }).ccb).toBe('a@example.org');
  });

  it('refuses line breaks in subject and cc (header injection)', () => {
    const subject = ZSupportMailRequest.safeParse({ ...ok, subject: 'Hi\r\nBcc: x@y.org' });
    expect(subject.error?.issues[0]?.message).toBe('subjectOneLine');
    const cc = ZSupportMailRequest.safeParse({ ...ok, ccb: 'a@example.org\nBcc: x@y.org' });
    expect(cc.error?.issues[0]?.message).toBe('emailInvalid');
  });
});

describe('change password', () => {
  it('needs the old password and a confirmed new one that follows the rule', () => {
    const issues = (body: object) =>
      ZChangePasswordRequest.safeParse(body).error?.issues.map((i) => i.message);
    expect(
      issues({ old_password: '', new_password: 'Abcdef1!', confirm_password: 'Abcdef1!' }),
    ).toEqual(['oldPasswordRequired']);
    expect(
      issues({ old_password: 'x', new_password: 'abcdefg1', confirm_password: 'abcdefg1' }),
    ).toEqual(['passwordRule']);
    expect(
      issues({ old_password: 'x', new_password: 'Abcdef1!', confirm_password: 'Abcdef1?' }),
    ).toEqual(['passwordsMismatch']);
  });
});
