import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { ZSendBroadcastRequest } from '@resona/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { sendBroadcast } from './broadcast.service.ts';
import { adminRoleOverSocket } from '../../cli/admin-over-socket.ts';

/**
 * `npm run broadcast` while a server holds a PGlite data directory: PGlite allows one process
 * per directory, so the script hands the broadcast to the running server over a Unix socket in
 * DATA_DIR (decision 026). The socket is 0600, so only the account that owns the data directory
 * (and could read the database files anyway) can use it.
 */
export const CONTROL_SOCKET_FILE = 'resona-control.sock';
const MAX_REQUEST_BYTES = 16 * 1024;

export type ControlReply = { ok: true; notified: number } | { ok: false; error: string };

export function controlSocketPath(dataDir: string) {
  return join(dataDir, CONTROL_SOCKET_FILE);
}

/** Starts the socket; only call while holding the data-directory lock (a leftover is stale). */
export async function startControlSocket(deps: Deps, dataDir: string) {
  const path = controlSocketPath(dataDir);
  rmSync(path, { force: true });
  const server = createServer((socket) => void serve(deps, socket));
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, () => resolve());
    });
    chmodSync(path, 0o600);
  } catch (error) {
    // Never a reason not to start (a DATA_DIR path too long for a socket, say): the script then
    // opens the database itself, or says the server holds it.
    deps.log.warn({ err: (error as Error).message }, 'no control socket for npm run broadcast');
    server.close();
    return { close: async () => {} };
  }
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(path, { force: true });
      }),
  };
}

async function serve(deps: Deps, socket: Socket) {
  socket.setTimeout(10_000, () => socket.destroy());
  const reply = (answer: ControlReply) => socket.end(`${JSON.stringify(answer)}\n`);
  // One line of JSON; breaking out of a `for await` over a socket would destroy it before the
  // reply, so the line is collected from 'data' events.
  const text = await new Promise<string | null>((resolve) => {
    let received = '';
    socket.on('data', (chunk) => {
      received += String(chunk);
      if (received.includes('\n') || received.length > MAX_REQUEST_BYTES) {
        socket.pause();
        resolve(received);
      }
    });
    socket.on('end', () => resolve(received));
    socket.on('error', () => resolve(null));
  });
  if (text === null) return;
  if (text.length > MAX_REQUEST_BYTES) return reply({ ok: false, error: 'request too large' });
  try {
    const request = JSON.parse(text) as { command?: unknown };
    // `npm run admin` while this server holds DATA_DIR (issue 10, decision 030).
    if (request.command === 'admin-role') {
      return socket.end(`${JSON.stringify(await adminRoleOverSocket(deps, request))}\n`);
    }
    if (request.command !== 'broadcast') return reply({ ok: false, error: 'unknown command' });
    const input = ZSendBroadcastRequest.safeParse(request);
    if (!input.success) {
      const issue = input.error.issues[0];
      return reply({ ok: false, error: `${issue?.path.join('.')}: ${issue?.message}` });
    }
    const { title, body, cohort_id } = input.data;
    const { notified } = await sendBroadcast(deps, { title, body, cohortId: cohort_id });
    deps.log.info({ notified }, 'broadcast sent from the command line');
    reply({ ok: true, notified });
  } catch (error) {
    const message =
      error instanceof AppError && error.errorType === 'NOT_FOUND'
        ? 'no cohort with this id'
        : error instanceof SyntaxError
          ? 'not JSON'
          : 'the server could not send it (see its log)';
    if (!(error instanceof AppError || error instanceof SyntaxError)) {
      deps.log.error({ err: (error as Error).message }, 'control socket');
    }
    reply({ ok: false, error: message });
  }
}

/** The script's side: one request, one JSON line back. */
export function askRunningServer(dataDir: string, request: object): Promise<ControlReply> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(controlSocketPath(dataDir));
    let text = '';
    socket.setTimeout(30_000, () => socket.destroy(new Error('the server did not answer')));
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk) => (text += String(chunk)));
    socket.on('error', reject);
    socket.on('end', () => {
      try {
        resolve(JSON.parse(text) as ControlReply);
      } catch {
        reject(new Error('the server gave no answer'));
      }
    });
  });
}
