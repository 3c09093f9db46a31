import { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { takeNotifications, WireReader, type ListenChange, type WireStep } from './pglite-wire.ts';

/**
 * The PGlite thread (decision 038): PGlite runs every query synchronously in WebAssembly, so it
 * gets a thread of its own and serves the PostgreSQL wire protocol on a private Unix socket; the
 * main thread talks to it through a node-postgres pool, exactly as to a PostgreSQL server.
 *
 * PGlite has one session. The connections' units (see pglite-wire.ts) take turns in one queue,
 * run back to back, so PGlite never waits for the main thread between two queries; while a
 * connection is inside a transaction only its own units run, as PostgreSQL's locks would make
 * the others wait. Each connection's prepared statements carry its number in PGlite.
 *
 * A connection that sits inside a transaction without sending anything for
 * `idleInTransactionMs` is ended, as PostgreSQL's idle_in_transaction_session_timeout does: its
 * transaction is rolled back and it gets a FATAL error, so one stuck connection cannot keep the
 * others waiting for ever. LISTEN is kept per connection here (PGlite has one session) and each
 * notification goes to the connections listening on its channel.
 */

export interface PgliteWorkerData {
  /** PGlite's data directory; in memory when absent (tests). */
  dataDir?: string;
  /** A dump of a data directory (tar) to start from instead of an empty database. */
  template?: string;
  socketPath: string;
  idleInTransactionMs: number;
}
export type PgliteWorkerMessage =
  { type: 'ready' } | { type: 'failed'; message: string } | { type: 'dumped' };
export type PgliteThreadRequest = { type: 'close' } | { type: 'dump'; path: string };

interface Connection {
  socket: Socket;
  /** The names its prepared statements have in PGlite, to deallocate when it closes. */
  statements: Set<string>;
  /** The channels it LISTENs on. */
  channels: Set<string>;
  /** Its transaction was rolled back and it was told so: nothing more of it runs. */
  ended?: boolean;
}

interface Task {
  connection: Connection;
  run(): Promise<void>;
  /** The connection keeps the session after this task (a unit ending in Flush). */
  open?: boolean;
  /** What a closed connection leaves behind: runs even once the connection has ended. */
  last?: boolean;
}

const { dataDir, template, socketPath, idleInTransactionMs } = workerData as PgliteWorkerData;
const port = parentPort!;

/** What PostgreSQL answers a connection it ends for idling in a transaction (SQLSTATE 25P03). */
const IDLE_IN_TRANSACTION_ERROR = (() => {
  const fields = [
    'SFATAL',
    'VFATAL',
    'C25P03',
    'Mterminating connection due to idle-in-transaction timeout',
  ];
  const body = Buffer.from(`${fields.join('\0')}\0\0`);
  const head = Buffer.from([0x45, 0, 0, 0, 0]); // 'E'
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
})();

class SessionQueue {
  #tasks: Task[] = [];
  /** The connection that holds the session (inside a transaction), if any. */
  #holder: Connection | null = null;
  #draining: Promise<void> | null = null;
  /** Ends the holder when it stays silent too long inside its transaction. */
  #idleTimer: NodeJS.Timeout | undefined;

  constructor(private readonly db: PGlite) {}

  add(task: Task) {
    if (task.connection === this.#holder) this.#stopIdleTimer();
    this.#tasks.push(task);
    this.#draining ??= this.#drain().finally(() => (this.#draining = null));
  }

  /** Resolves once every task given so far has run. */
  async idle() {
    while (this.#draining) await this.#draining;
  }

  async #drain() {
    for (;;) {
      const holder = this.#holder;
      const index = holder ? this.#tasks.findIndex((t) => t.connection === holder) : 0;
      if (index < 0 || this.#tasks.length === 0) {
        // Counted from the holder's last unit, however often other connections add theirs.
        if (holder && !this.#idleTimer) {
          this.#idleTimer = setTimeout(() => this.#endIdle(holder), idleInTransactionMs).unref();
        }
        return;
      }
      const [task] = this.#tasks.splice(index, 1);
      if (task!.connection.ended && !task!.last) continue;
      try {
        await task!.run();
      } catch (error) {
        // SQL errors are answered as ErrorResponse messages: this is PGlite itself failing.
        process.stderr.write(`resona: database thread: ${(error as Error).message}\n`);
        task!.connection.socket.destroy();
      }
      this.#holder = task!.open || this.db.isInTransaction() ? task!.connection : null;
      if (this.#holder !== holder) this.#stopIdleTimer();
    }
  }

  #stopIdleTimer() {
    clearTimeout(this.#idleTimer);
    this.#idleTimer = undefined;
  }

  /** Rolls back the silent holder's transaction, tells it why and closes it. */
  #endIdle(connection: Connection) {
    this.#idleTimer = undefined;
    if (this.#holder !== connection || connection.ended) return;
    connection.ended = true;
    connection.socket.end(IDLE_IN_TRANSACTION_ERROR, () => connection.socket.destroy());
    this.add({ connection, run: () => forget(this.db, connection), last: true });
  }
}

/** PGlite's answer to a startup packet, the same for every connection: asked for once. */
let startupReply: Uint8Array | null = null;

/** The connections listening on each channel. */
const listeners = new Map<string, Set<Connection>>();

/** Keeps a connection's LISTEN or UNLISTEN; PGlite's session listens while anyone does. */
async function changeListening(db: PGlite, connection: Connection, change: ListenChange) {
  const { channel, listening } = change;
  const others = listeners.get(channel) ?? new Set();
  if (listening) {
    connection.channels.add(channel);
    listeners.set(channel, others.add(connection));
    return;
  }
  connection.channels.delete(channel);
  others.delete(connection);
  if (others.size === 0) listeners.delete(channel);
  // Its UNLISTEN has just stopped the one session listening: others may still want the channel.
  else await db.exec(`LISTEN ${quote(channel)}`);
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Hands each notification in a reply to the connections listening on its channel. */
function forward(reply: Buffer) {
  if (listeners.size === 0) return reply;
  const { rest, notifications } = takeNotifications(reply);
  for (const { channel, bytes } of notifications) {
    for (const { socket } of listeners.get(channel) ?? []) {
      if (!socket.destroyed) socket.write(bytes);
    }
  }
  return rest;
}

async function runStep(db: PGlite, connection: Connection, step: WireStep) {
  const { socket } = connection;
  const reply = async (bytes: Uint8Array) => {
    // Streamed: PGlite's execProtocolRaw also parses every reply message in JavaScript and keeps
    // the parsed messages until its next query of another kind (a fifth of this thread's CPU, and
    // memory). Each piece is a view into PGlite's memory, so it is copied (set: a plain memory
    // copy, where Buffer.from copies element by element).
    const pieces: Buffer[] = [];
    const onRawData = (data: Uint8Array) => {
      const piece = Buffer.allocUnsafe(data.length);
      piece.set(data);
      pieces.push(piece);
    };
    await db.execProtocolRawStream(bytes, { onRawData });
    const answer = forward(pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces));
    if (answer.length && !socket.destroyed) socket.write(answer);
    return answer;
  };
  switch (step.kind) {
    case 'refuse-encryption':
      socket.write('N');
      return;
    case 'end':
      socket.end();
      return;
    case 'startup':
      if (startupReply) socket.write(startupReply);
      else startupReply = await reply(step.bytes);
      return;
    case 'unit':
      await reply(step.bytes);
      if (step.listen) await changeListening(db, connection, step.listen);
  }
}

/** What a closed connection leaves behind: its transaction, its prepared statements. */
async function forget(db: PGlite, connection: Connection) {
  if (db.isInTransaction()) await db.exec('ROLLBACK');
  for (const name of connection.statements) await db.exec(`DEALLOCATE ${quote(name)}`);
  connection.statements.clear();
  for (const channel of connection.channels) {
    const others = listeners.get(channel);
    others?.delete(connection);
    if (others?.size === 0) {
      listeners.delete(channel);
      await db.exec(`UNLISTEN ${quote(channel)}`);
    }
  }
  connection.channels.clear();
}

let connections = 0;

function serve(db: PGlite, queue: SessionQueue, socket: Socket) {
  socket.setNoDelay(true);
  const number = ++connections;
  const connection: Connection = { socket, statements: new Set(), channels: new Set() };
  const reader = new WireReader((name) => {
    const own = `c${number}:${name}`;
    connection.statements.add(own);
    return own;
  });
  socket.on('data', (chunk: Buffer) => {
    for (const step of reader.push(chunk)) {
      queue.add({
        connection,
        run: () => runStep(db, connection, step),
        open: step.kind === 'unit' && step.open,
      });
    }
  });
  socket.on('error', () => socket.destroy());
  socket.on('close', () => {
    queue.add({ connection, run: () => forget(db, connection), last: true });
  });
}

async function main() {
  // Starting from a dump skips initdb: most of a fresh PGlite's start-up.
  const db = new PGlite({
    ...(dataDir !== undefined && { dataDir }),
    ...(template && { loadDataDir: new Blob([readFileSync(template)]) }),
  });
  await db.waitReady;
  const queue = new SessionQueue(db);
  rmSync(socketPath, { force: true });
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    serve(db, queue, socket);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o600);

  port.on('message', (message: PgliteThreadRequest) => {
    if (message.type === 'dump') {
      void queue
        .idle()
        .then(() => db.dumpDataDir('none'))
        .then(async (dump) => writeFileSync(message.path, Buffer.from(await dump.arrayBuffer())))
        .then(() => port.postMessage({ type: 'dumped' } satisfies PgliteWorkerMessage));
      return;
    }
    server.close();
    rmSync(socketPath, { force: true });
    const closed = [...sockets].map(
      (socket) => new Promise((resolve) => socket.once('close', resolve)),
    );
    for (const socket of sockets) socket.destroy();
    // After the last query and what the connections leave: PGlite writes a clean shutdown.
    void Promise.all(closed)
      .then(() => queue.idle())
      .then(() => db.close())
      .catch((error: unknown) => {
        process.stderr.write(`resona: closing the database: ${(error as Error).message}\n`);
      })
      .finally(() => port.close());
  });
  port.postMessage({ type: 'ready' } satisfies PgliteWorkerMessage);
}

main().catch((error: unknown) => {
  port.postMessage({
    type: 'failed',
    message: (error as Error).message,
  } satisfies PgliteWorkerMessage);
  port.close();
});
