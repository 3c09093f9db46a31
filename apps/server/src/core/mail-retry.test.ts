import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../db/schema/index.ts';
import { createTestApp } from '../test/app.ts';
import { uniqueEmail } from '../test/factories.ts';
import { freePort } from '../test/server-process.ts';
import { startSmtpInbox } from '../test/smtp-inbox.ts';
import { createMailer, queueMail } from './mailer.ts';
import { MAX_ATTEMPTS, mailRetryJobs, resendLeftMail } from './mail-retry.ts';

/** Mail left in the outbox goes out later, over a real SMTP server, once. */
const smtp = await startSmtpInbox();
const { app, db } = await createTestApp();
const FROM = 'Resona <no-reply@resona.test>';
const live = { db, log: app.log, smtpUrl: smtp.url, from: FROM };
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

const mailFor = (to: string) => ({
  to,
  subject: 'A safety alert',
  text: 'An answer crossed the threshold.',
  cc: uniqueEmail('copy'),
  replyTo: uniqueEmail('answer'),
});
const rowOf = async (id: number) => (await db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
const received = (to: string) => smtp.inbox.filter((m) => m.to === to).length;

describe('mail left in the outbox', () => {
  it('goes out a minute after its commit when its server stopped before sending it, once', async () => {
    const to = uniqueEmail('contact');
    const id = await queueMail(db, mailFor(to));
    expect(await resendLeftMail(live, new Date())).toBe(0);
    expect(await resendLeftMail(live, inMinutes(1.1))).toBeGreaterThanOrEqual(1);
    expect((await smtp.mailTo(to)).subject).toBe('A safety alert');
    expect(await rowOf(id)).toMatchObject({ attempts: 1, error: null, sentAt: expect.any(Date) });
    // Sent is sent: no run takes it again.
    await resendLeftMail(live, inMinutes(600));
    expect(received(to)).toBe(1);
  });

  it('goes again when the mail server was away, after a wait that doubles, keeping its copy and answer-to', async () => {
    const to = uniqueEmail('contact');
    const away = createMailer({
      db,
      log: app.log,
      smtpUrl: `smtp://127.0.0.1:${await freePort()}?ignoreTLS=true`,
      from: FROM,
    });
    const mail = mailFor(to);
    const id = await queueMail(db, mail);
    await away.send(mail, id);
    const failed = await rowOf(id);
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, cc: mail.cc, replyTo: mail.replyTo });
    expect(failed.error).toMatch(/ECONNREFUSED|connect/i);
    // The right-after-commit try is not repeated by the sender itself.
    await away.send(mail, id);
    expect((await rowOf(id)).attempts).toBe(1);

    // Five minutes after a first failure; before that the mail waits.
    expect(await resendLeftMail(live, inMinutes(4))).toBe(0);
    expect((await rowOf(id)).attempts).toBe(1);
    await resendLeftMail(live, inMinutes(5.1));
    expect((await smtp.mailTo(to)).text).toContain('crossed the threshold');
    expect(await rowOf(id)).toMatchObject({ attempts: 2, error: null, sentAt: expect.any(Date) });
  });

  it('is sent once when two servers run the job at the same moment', async () => {
    const to = uniqueEmail('contact');
    await queueMail(db, mailFor(to));
    const at = inMinutes(2);
    await Promise.all([resendLeftMail(live, at), resendLeftMail(live, at)]);
    await smtp.mailTo(to);
    await resendLeftMail(live, at);
    expect(received(to)).toBe(1);
  });

  it('gives up on a mail tried MAX_ATTEMPTS times, or older than two days', async () => {
    const tried = uniqueEmail('contact');
    await db.insert(outbox).values({
      recipient: tried,
      subject: 'Tried enough',
      text: '…',
      attempts: MAX_ATTEMPTS,
      lastAttemptAt: inMinutes(-600),
    });
    const stale = uniqueEmail('contact');
    await db.insert(outbox).values({
      recipient: stale,
      subject: 'Stale',
      text: '…',
      createdAt: inMinutes(-3 * 24 * 60),
    });
    await resendLeftMail(live, new Date());
    // A mail sent after both shows the run went by them.
    const later = uniqueEmail('contact');
    await queueMail(db, mailFor(later));
    await resendLeftMail(live, inMinutes(2));
    await smtp.mailTo(later);
    expect(received(tried) + received(stale)).toBe(0);
  });

  it('runs only where mail can be sent', () => {
    const options = { db, log: app.log, from: FROM, now: () => new Date() };
    expect(mailRetryJobs({ ...options, smtpUrl: undefined })).toEqual([]);
    expect(mailRetryJobs({ ...options, smtpUrl: smtp.url }).map((j) => j.name)).toEqual([
      'mail-retry',
    ]);
  });
});
