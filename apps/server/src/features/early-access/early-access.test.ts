import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API, MESSAGES, ZEarlyAccessResponse } from '@resona/contract';
import { earlyAccessRequests, rateLimits } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { uniqueEmail } from '../../test/factories.ts';
import { errorOf } from '../../test/http.ts';

const { app, db, mails, clock } = await createTestApp();
let clientCounter = 0;
const freshClient = () => `10.71.${Math.floor(++clientCounter / 250)}.${(clientCounter % 250) + 1}`;
const leave = (payload: unknown, headers: Record<string, string> = {}, from = freshClient()) =>
  app.inject({
    method: 'POST',
    url: API.earlyAccess,
    payload: payload as Record<string, unknown>,
    headers,
    remoteAddress: from,
  });
const drain = () => app.deps.background.drain();
const mailsTo = (address: string) => mails.filter((m) => m.to === address);
const rowsOf = (address: string) =>
  db
    .select()
    .from(earlyAccessRequests)
    .where(eq(sql`lower(${earlyAccessRequests.email})`, address.toLowerCase()));

describe('POST early-access', () => {
  it('keeps a new address with the request’s language and mails a confirmation in it', async () => {
    const address = uniqueEmail('soon');
    const res = await leave({ email: address }, { 'device-language': 'de' });
    expect(res.statusCode).toBe(200);
    expect(ZEarlyAccessResponse.parse(res.json()).message).toBe(MESSAGES.de.earlyAccessNoted);
    const [row] = await rowsOf(address);
    expect(row).toMatchObject({ email: address, languageId: 3 });
    await drain();
    const [mail] = mailsTo(address);
    expect(mail!.subject).toBe(MESSAGES.de.mailEarlyAccessSubject);
    expect(mail!.text).toContain(MESSAGES.de.mailEarlyAccessBody);
    expect(mail!.html).toContain('lang="de"');
  });

  it('answers a known address exactly as a new one, keeps it once and mails once', async () => {
    const address = uniqueEmail('twice');
    const first = await leave({ email: address });
    const again = await leave({ email: `  ${address.toUpperCase()} ` });
    const unknown = await leave({ email: uniqueEmail('other') });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(unknown.body).toBe(first.body);
    expect(first.json()).toEqual({
      status_code: 200,
      message: 'Thank you. We will write to you when Resona opens.',
      data: {},
    });
    await drain();
    expect(await rowsOf(address)).toHaveLength(1);
    expect(mailsTo(address)).toHaveLength(1);
  });

  it('keeps the address but sends no mail past the per-recipient cap every mail shares', async () => {
    const address = uniqueEmail('capped');
    await db
      .insert(rateLimits)
      .values({ key: `mail:hour:${address}`, count: 5, windowStart: clock.now() });
    const res = await leave({ email: address });
    expect(res.json().message).toBe(MESSAGES.en.earlyAccessNoted);
    await drain();
    expect(await rowsOf(address)).toHaveLength(1);
    expect(mailsTo(address)).toEqual([]);
  });

  it('writes Arabic mail right to left, and English when no language is asked', async () => {
    const [ar, plain] = [uniqueEmail('ar'), uniqueEmail('en')];
    expect((await leave({ email: ar }, { 'device-language': 'ar' })).json().message).toBe(
      MESSAGES.ar.earlyAccessNoted,
    );
    await leave({ email: plain });
    await drain();
    expect(mailsTo(ar)[0]!.html).toContain('dir="rtl"');
    expect(mailsTo(plain)[0]!.subject).toBe('You will hear from us when Resona opens');
  });

  it('checks the address with the contract’s e-mail rules, in the request’s language', async () => {
    expect(errorOf(await leave({}))).toMatchObject({
      status: 400,
      type: 'VALIDATION_ERROR',
      message: 'Email is required',
      fields: { email: 'emailRequired' },
    });
    expect(errorOf(await leave({ email: '' })).fields).toEqual({ email: 'emailRequired' });
    expect(errorOf(await leave({ email: 'soon@example' }))).toMatchObject({
      status: 400,
      message: 'Please enter a valid email address',
      fields: { email: 'emailInvalid' },
    });
    expect(errorOf(await leave({ email: 'x' }, { 'device-language': 'fr' })).message).toBe(
      MESSAGES.fr.emailInvalid,
    );
    expect(errorOf(await leave({ email: `${'a'.repeat(250)}@b.co` })).fields).toEqual({
      email: 'emailInvalid',
    });
  });

  it('allows five requests per client address in ten minutes, invalid ones counted', async () => {
    const client = '10.72.0.1';
    await leave({ email: 'not-an-address' }, {}, client);
    for (let i = 0; i < 4; i++) {
      expect((await leave({ email: uniqueEmail('burst') }, {}, client)).statusCode).toBe(200);
    }
    const refused = uniqueEmail('late');
    expect(errorOf(await leave({ email: refused }, {}, client))).toMatchObject({
      status: 429,
      type: 'TOO_MANY_REQUESTS',
    });
    expect(await rowsOf(refused)).toEqual([]);
    // Another client address is not held back.
    expect((await leave({ email: refused })).statusCode).toBe(200);
  });
});
