import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
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
 * with `mailer.send(mail, id)`.
 */
export async function queueMail(db: Executor, mail: Mail) {
  const [row] = await db
    .insert(outbox)
    .values({ recipient: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
    .returning({ id: outbox.id });
  return row!.id;
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
  // nodemailer (about 2 MB of heap, kept for good once imported) is loaded only where mail goes
  // out over SMTP, and at once, so the first mail does not wait for it; a server that keeps its
  // mail in the outbox (the embedded default's usual setup) never holds it (issue 29).
  const smtpUrl = options.smtpUrl;
  const transport = smtpUrl
    ? import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl))
    : null;
  // Should it fail to load, each mail records the error in the outbox (below), not the process.
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
      try {
        await (await transport).sendMail({ from: options.from, ...mail });
        await options.db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await options.db.update(outbox).set({ error: message }).where(eq(outbox.id, id));
        options.log.error({ mailTo: mail.to, err: message }, 'mail could not be sent');
      }
    },
  };
}
