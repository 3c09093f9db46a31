import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Database, Executor } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** One copy address (the support form's cc); checked for line breaks before it gets here. */
  cc?: string;
  /** Where answers go (a support message's sender). */
  replyTo?: string;
}

export interface Mailer {
  /**
   * Writes the mail to the outbox and sends it; `queuedAs` is the outbox row a transaction of
   * the caller's already wrote (`queueMail`), which is then only sent.
   */
  send(mail: Mail, queuedAs?: number): Promise<void>;
}

/**
 * Writes a mail to the outbox in the caller's transaction, so it exists exactly when what it
 * tells of commits (a safety alert and its answer, decision 109). Send it after the commit
 * with `mailer.send(mail, id)`; one left unsent is sent by the retry job (core/mail-retry.ts).
 */
export async function queueMail(db: Executor, mail: Mail) {
  const [row] = await db
    .insert(outbox)
    .values({
      recipient: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      cc: mail.cc,
      replyTo: mail.replyTo,
    })
    .returning({ id: outbox.id });
  return row!.id;
}

/**
 * An SMTP connection that gives up within two minutes, so a try that hangs is over long before
 * the retry job would take the mail again (its first wait is five minutes). nodemailer (about
 * 2 MB of heap, kept for good once imported) is loaded only where mail goes out over SMTP; a
 * server that keeps its mail in the outbox (the embedded default's usual setup) never holds it
 * (decision 111).
 */
export async function smtpTransport(url: string) {
  const { default: nodemailer } = await import('nodemailer');
  return nodemailer.createTransport({
    url,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
}

/**
 * One try at an outbox row the caller has claimed: sent and marked, or its error kept for the
 * next try. Answers whether it went.
 */
export async function deliver(
  db: Database,
  transport: Promise<Transporter>,
  from: string,
  row: { id: number; mail: Mail },
  log: FastifyBaseLogger,
) {
  try {
    // Should nodemailer fail to load, the mail records the error, not the process.
    await (await transport).sendMail({ from, ...row.mail });
    await db.update(outbox).set({ sentAt: new Date(), error: null }).where(eq(outbox.id, row.id));
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db.update(outbox).set({ error: message }).where(eq(outbox.id, row.id));
    log.error({ outboxId: row.id, err: message }, 'mail could not be sent');
    return false;
  }
}

/**
 * Claims a queued row for the try right after its commit: only if nobody has tried it yet (the
 * retry job may have taken a row whose commit was slow).
 */
async function claimFresh(db: Database, id: number) {
  const [claimed] = await db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, lastAttemptAt: new Date() })
    .where(and(eq(outbox.id, id), eq(outbox.attempts, 0)))
    .returning({ id: outbox.id });
  return claimed !== undefined;
}

/**
 * Every mail goes to the outbox table first. With SMTP it is then sent and marked; without,
 * its links are written to the log so someone running Resona locally can follow them.
 */
export function createMailer(options: {
  db: Database;
  log: FastifyBaseLogger;
  smtpUrl?: string;
  from: string;
}): Mailer {
  // Loaded at once where SMTP is set, so the first mail does not wait for it.
  const transport = options.smtpUrl ? smtpTransport(options.smtpUrl) : null;
  transport?.catch(() => {});
  return {
    async send(mail, queuedAs) {
      const id = queuedAs ?? (await queueMail(options.db, mail));
      if (!transport) {
        const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
        // Local use only: there is no mail server, so the log is how the link reaches a person.
        options.log.info({ mailTo: mail.to, subject: mail.subject, links }, 'mail kept in outbox');
        return;
      }
      if (!(await claimFresh(options.db, id))) return;
      await deliver(options.db, transport, options.from, { id, mail }, options.log);
    },
  };
}
