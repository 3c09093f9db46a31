import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import type { JobDefinition } from './jobs.ts';
import { deliver, smtpTransport } from './mailer.ts';

/** Tries in all, the first right after the commit; then the mail is left with its last error. */
export const MAX_ATTEMPTS = 8;
/** The wait after the first failed try; it doubles after each (5, 10, 20 … 320 minutes). */
const FIRST_WAIT_MINUTES = 5;
/** A mail never tried (its server stopped between the commit and the send) waits this long. */
const UNTRIED_WAIT_MINUTES = 1;
/** Older mails are not sent: a link in them has expired, or the news is stale. */
const GIVE_UP_AFTER = '2 days';
/** Mails a run takes at most; the next run, a minute later, takes the rest. */
const BATCH = 50;

/**
 * Claims the mails due for another try: not sent, younger than two days, tried fewer than
 * MAX_ATTEMPTS times, and their wait over. SKIP LOCKED and the re-checked condition let
 * several servers run it at once without sending a mail twice.
 */
async function claimDue(db: Database, now: Date) {
  const at = now.toISOString();
  const result = await db.execute(sql`
    UPDATE ${outbox} SET attempts = attempts + 1, last_attempt_at = ${at}
    WHERE id IN (
      SELECT id FROM ${outbox}
      WHERE sent_at IS NULL
        AND created_at > ${at}::timestamptz - ${GIVE_UP_AFTER}::interval
        AND attempts < ${MAX_ATTEMPTS}
        AND CASE WHEN attempts = 0
          THEN created_at + make_interval(mins => ${UNTRIED_WAIT_MINUTES})
          ELSE last_attempt_at
            + make_interval(mins => ${FIRST_WAIT_MINUTES} * (1 << (attempts - 1)))
        END <= ${at}::timestamptz
      ORDER BY created_at
      LIMIT ${BATCH}
      FOR UPDATE SKIP LOCKED)
    RETURNING id, recipient, subject, text, html, cc, reply_to`);
  return (
    result as unknown as {
      rows: {
        id: string | number;
        recipient: string;
        subject: string;
        text: string;
        html: string | null;
        cc: string | null;
        reply_to: string | null;
      }[];
    }
  ).rows;
}

/**
 * Sends again what the outbox still holds: a mail whose server stopped between its commit and
 * its send, or whose mail server refused or was away. At least once, not exactly once: a
 * server that stops after the mail server took a mail and before marking it sends it again,
 * the safer side for a safety alert (decision 109). Answers how many went.
 */
export async function resendLeftMail(
  options: { db: Database; log: FastifyBaseLogger; smtpUrl: string; from: string },
  now: Date,
) {
  const due = await claimDue(options.db, now);
  if (due.length === 0) return 0;
  const transport = smtpTransport(options.smtpUrl);
  let sent = 0;
  try {
    for (const row of due) {
      const mail = {
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        ...(row.html && { html: row.html }),
        ...(row.cc && { cc: row.cc }),
        ...(row.reply_to && { replyTo: row.reply_to }),
      };
      const id = Number(row.id);
      if (await deliver(options.db, transport, options.from, { id, mail }, options.log)) sent++;
    }
  } finally {
    void transport.then(
      (t) => t.close(),
      () => {},
    );
  }
  return sent;
}

/** Once a minute, and once at start, the outbox's left mails go again; only with SMTP. */
export function mailRetryJobs(options: {
  db: Database;
  log: FastifyBaseLogger;
  smtpUrl: string | undefined;
  from: string;
  now: () => Date;
}): JobDefinition[] {
  const { smtpUrl } = options;
  if (!smtpUrl) return [];
  return [
    {
      name: 'mail-retry',
      cron: '* * * * *',
      runAtStart: true,
      async handler() {
        const sent = await resendLeftMail({ ...options, smtpUrl }, options.now());
        if (sent > 0) options.log.info({ sent }, 'mail left in the outbox sent');
      },
    },
  ];
}
