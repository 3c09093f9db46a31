import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/** One message as the tests see it. */
export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  /** Reply-To address, '' when the mail has none (the support form sets the sender). */
  replyTo: string;
  text: string;
  html: string;
  receivedAt: string;
}

export interface MailServer {
  smtpPort: number;
  /** Base URL of the tiny HTTP API the test workers read mail from. */
  apiUrl: string;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback that the Resona server sends to over SMTP_URL, plus a small HTTP
 * API (`GET /mails?to=…`) so Playwright's worker processes can read what arrived.
 */
export async function startMailServer(): Promise<MailServer> {
  const mails: ReceivedMail[] = [];

  const smtp = new SMTPServer({
    // Plain SMTP on loopback: no TLS to upgrade to and no login, like a local relay.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((parsed) => {
            mails.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              from: parsed.from?.address ?? '',
              subject: parsed.subject ?? '',
              replyTo: parsed.replyTo?.[0]?.address ?? '',
              text: parsed.text ?? '',
              html: parsed.html ?? '',
              receivedAt: new Date().toISOString(),
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(0, '127.0.0.1', () => resolve());
  });
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const api: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method !== 'GET' || url.pathname !== '/mails') {
      response.writeHead(404).end();
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = to ? mails.filter((mail) => mail.to.includes(to)) : mails;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiPort = (api.address() as AddressInfo).port;

  return {
    smtpPort,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    async close() {
      await new Promise<void>((resolve) => api.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
