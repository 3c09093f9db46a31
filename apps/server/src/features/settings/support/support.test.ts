import { describe, expect, it } from 'vitest';
import {
  API,
  SUPPORT_MAILS_PER_DAY,
  ZSupportFormResponse,
  ZSupportMailResponse,
} from '@resona/contract';
import { createTestApp } from '../../../test/app.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { errorOf, multipart } from '../../../test/http.ts';
import { get, post, type Auth } from '../../sessions/test-helpers.ts';

const SUPPORT = 'help@resona.test';
const { app, db, clock, mails } = await createTestApp({ env: { SUPPORT_EMAIL: SUPPORT } });
const signIn = () => buildSignedInUser(db, clock.now());
const send = (auth: Auth | undefined, body: Record<string, unknown>) =>
  post(app, API.supportMail, body, auth);
const message = {
  ccb: '',
  subject: 'Audio stops',
  supportMessage: 'The sound stops after a minute.',
};

describe('GET supportMail', () => {
  it('gives the fixed To address (SUPPORT_EMAIL), the sender and what is left today', async () => {
    const { user, auth } = await signIn();
    const form = ZSupportFormResponse.parse((await get(app, API.supportMail, auth)).json());
    expect(form.data).toEqual({
      to: SUPPORT,
      from: user.email,
      remaining_today: SUPPORT_MAILS_PER_DAY,
    });
    expect(errorOf(await get(app, API.supportMail)).status).toBe(401);
  });
});

describe('POST supportMail', () => {
  it('mails SUPPORT_EMAIL with a copy to the sender, the user as reply-to, and the message', async () => {
    const { user, auth } = await signIn();
    const res = await send(auth, {
      ...message,
      ccb: user.email.toUpperCase(),
      to: 'victim@example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(ZSupportMailResponse.parse(res.json())).toEqual({
      status_code: 200,
      message: 'Your message has been sent to our support team',
      data: { to: SUPPORT, sent: true },
    });
    const mail = mails.at(-1)!;
    // The body's `to` is ignored: the recipient is configuration only.
    expect(mail).toMatchObject({
      to: SUPPORT,
      cc: user.email,
      replyTo: user.email,
      subject: '[Resona support] Audio stops',
    });
    expect(mail.text).toContain('The sound stops after a minute.');
    expect(mail.text).toContain(`From: ${user.email}`);
    const form = ZSupportFormResponse.parse((await get(app, API.supportMail, auth)).json());
    expect(form.data.remaining_today).toBe(SUPPORT_MAILS_PER_DAY - 1);
  });

  it('never copies an address that is not the account’s own, and sends nothing then', async () => {
    const { auth } = await signIn();
    const before = mails.length;
    const res = await send(auth, { ...message, ccb: 'stranger@example.org' });
    expect(errorOf(res)).toMatchObject({
      status: 400,
      type: 'VALIDATION_ERROR',
      message: 'A copy can only go to your own address',
      fields: { ccb: 'ccOwnAddressOnly' },
    });
    expect(mails.length).toBe(before);
    const form = ZSupportFormResponse.parse((await get(app, API.supportMail, auth)).json());
    expect(form.data.remaining_today).toBe(SUPPORT_MAILS_PER_DAY);
  });

  it('sends without a cc, from multipart form data', async () => {
    const { auth } = await signIn();
    const form = await multipart({ subject: 'Hello', supportMessage: 'Thanks' });
    const res = await app.inject({
      method: 'POST',
      url: API.supportMail,
      payload: form.payload,
      headers: { ...auth, ...form.headers },
    });
    expect(res.statusCode).toBe(200);
    expect(mails.at(-1)).not.toHaveProperty('cc');
  });

  it.each([
    [{ ...message, subject: '' }, 'subject', 'subjectRequired', 'Subject is required'],
    [{ ...message, subject: '   ' }, 'subject', 'subjectRequired', 'Subject is required'],
    [{ ccb: '', supportMessage: 'x' }, 'subject', 'subjectRequired', 'Subject is required'],
    [
      { ...message, subject: 'x'.repeat(201) },
      'subject',
      'subjectTooLong',
      'Subject must be at most 200 characters',
    ],
    [
      { ...message, supportMessage: '' },
      'supportMessage',
      'supportMessageRequired',
      'Message is required',
    ],
    [
      { ...message, supportMessage: 'x'.repeat(5001) },
      'supportMessage',
      'supportMessageTooLong',
      'Message must be at most 5000 characters',
    ],
    [
      { ...message, ccb: 'not-an-address' },
      'ccb',
      'emailInvalid',
      'Please enter a valid email address',
    ],
    [{ ...message, ccb: 'a@b.c' }, 'ccb', 'emailInvalid', 'Please enter a valid email address'],
  ])('refuses %j with its message', async (body, field, key, text) => {
    const { auth } = await signIn();
    const before = mails.length;
    expect(errorOf(await send(auth, body))).toMatchObject({
      status: 400,
      type: 'VALIDATION_ERROR',
      message: text,
      fields: { [field]: key },
    });
    expect(mails.length).toBe(before);
  });

  it('refuses header injection through the subject or the cc, and sends nothing', async () => {
    const { auth } = await signIn();
    const before = mails.length;
    for (const subject of ['Hi\r\nBcc: everyone@example.com', 'Hi\nBcc: x@example.com', 'Hi\r']) {
      expect(errorOf(await send(auth, { ...message, subject }))).toMatchObject({
        status: 400,
        message: 'The subject must be a single line',
        fields: { subject: 'subjectOneLine' },
      });
    }
    for (const ccb of [
      'friend@example.org\r\nBcc: everyone@example.com',
      'friend@example.org\n',
      '\r\nfriend@example.org',
      'a@example.org, b@example.org',
    ]) {
      expect(errorOf(await send(auth, { ...message, ccb })).fields).toEqual({
        ccb: 'emailInvalid',
      });
    }
    expect(mails.length).toBe(before);
  });

  it(`allows ${SUPPORT_MAILS_PER_DAY} messages a day per person, then tells them to wait`, async () => {
    const { auth } = await signIn();
    const other = await signIn();
    // A refused message does not use up the day.
    await send(auth, { ...message, subject: '' });
    for (let i = 0; i < SUPPORT_MAILS_PER_DAY; i++)
      expect((await send(auth, message)).statusCode).toBe(200);
    const before = mails.length;
    expect(errorOf(await send(auth, message))).toMatchObject({
      status: 429,
      type: 'TOO_MANY_REQUESTS',
      message: 'You have sent the most support messages allowed today. Please try again tomorrow',
    });
    expect(mails.length).toBe(before);
    expect((await send(other.auth, message)).statusCode).toBe(200);
    clock.advance(24 * 3600 * 1000 + 1000);
    expect((await send(auth, message)).statusCode).toBe(200);
  });

  it('answers 401 signed out', async () => {
    expect(errorOf(await send(undefined, message)).status).toBe(401);
  });
});
