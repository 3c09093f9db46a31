import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll } from 'vitest';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * A real SMTP server on a random port for one test file; every message is parsed as a mail
 * client would. Closed after the file. `url` is what SMTP_URL (createMailer's smtpUrl) takes.
 */
export async function startSmtpInbox() {
  const inbox: ReceivedMail[] = [];
  const waiting: (() => void)[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        void PostalMime.parse(Buffer.concat(chunks)).then((mail) => {
          inbox.push({
            to: session.envelope.rcptTo[0]!.address,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: mail.html ?? '',
          });
          waiting.splice(0).forEach((wake) => wake());
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  const port = (smtp.server.address() as AddressInfo).port;

  /** The `count`-th mail to `address`, waited for up to 10 s (undefined if it never came). */
  async function mailTo(address: string, count = 1) {
    const mine = () => inbox.filter((m) => m.to === address);
    const deadline = Date.now() + 10_000;
    while (mine().length < count && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        setTimeout(resolve, 200);
      });
    }
    return mine().at(count - 1)!;
  }

  return { url: `smtp://127.0.0.1:${port}?ignoreTLS=true`, inbox, mailTo };
}
