import { startAppServer, type AppServer } from './app-server.ts';
import { test } from './fixtures.ts';
import { startMailServer } from './mail-server.ts';
import { freePort } from './port.ts';

/**
 * A server of its own for the journeys of one describe block (with its own mail server,
 * database and copy of the web build), started before them and stopped after: for what must not
 * reach the other journeys' pages, or a configuration of its own (`env`). Read `server()` inside
 * a journey, once it has started.
 */
export function useOwnServer(env?: Record<string, string>): () => AppServer {
  let server: AppServer | undefined;
  let closeMail: (() => Promise<void>) | undefined;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const mail = await startMailServer();
    closeMail = () => mail.close();
    server = await startAppServer({
      port: Number(freePort()),
      smtpUrl: `smtp://127.0.0.1:${mail.smtpPort}`,
      ...(env ? { env } : {}),
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await closeMail?.();
  });
  return () => {
    if (!server) throw new Error('the server of this describe block has not started');
    return server;
  };
}
