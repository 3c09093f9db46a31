/**
 * The PostgreSQL wire protocol as it arrives on the PGlite thread's socket (decision 038).
 *
 * Bytes come in arbitrary chunks. PGlite wants whole messages and runs any number of them in one
 * call, and it has one session for all connections, so each connection's messages are cut into
 * units that can run whole, one connection's after another's: up to and including a Sync (an
 * extended-protocol query: Parse, Bind, Describe, Execute, Sync) or a simple Query. A unit is one
 * call into PGlite instead of one per message.
 */

/** What the PGlite thread does with a piece of a connection's stream. */
export type WireStep =
  /** SSLRequest or GSSENCRequest: answer 'N' (not supported), the client goes on in plain. */
  | { kind: 'refuse-encryption' }
  /** The startup packet (user, database): answered with AuthenticationOk and so on. */
  | { kind: 'startup'; bytes: Uint8Array }
  /**
   * Messages to run together. `open`: it ends with a Flush, not a Sync, so the client waits for
   * replies before it finishes (the unnamed statement and portal are still in use).
   */
  | { kind: 'unit'; bytes: Uint8Array; open: boolean; listen?: ListenChange }
  /** Terminate, or a CancelRequest (PGlite cannot cancel): close the connection. */
  | { kind: 'end' };

/**
 * A simple-protocol `LISTEN channel` or `UNLISTEN channel`: PGlite has one session, so the thread
 * itself keeps which connection listens to what and hands each notification to those.
 */
export interface ListenChange {
  channel: string;
  listening: boolean;
}

const LISTEN = /^\s*(UN)?LISTEN\s+(?:"((?:[^"]|"")+)"|([A-Za-z_][\w$]*))\s*;?\s*$/i;

/** The LISTEN or UNLISTEN a simple Query message's text is, if it is one. */
export function listenChangeOf(queryMessage: Buffer): ListenChange | undefined {
  const text = queryMessage.toString('utf8', 5, queryMessage.length - 1);
  const match = LISTEN.exec(text);
  if (!match) return undefined;
  // An unquoted identifier is folded to lower case, as PostgreSQL does.
  const channel = match[2]?.replaceAll('""', '"') ?? match[3]!.toLowerCase();
  return { channel, listening: !match[1] };
}

/** A NotificationResponse taken out of a reply: its channel and its bytes, to forward whole. */
export interface Notification {
  channel: string;
  bytes: Buffer;
}

/**
 * Splits PGlite's reply into what goes back to the connection that asked and the
 * NotificationResponse messages in it: PGlite puts a committed NOTIFY's notification into the
 * reply of whichever connection committed, since it has one session for all of them.
 */
export function takeNotifications(reply: Buffer): { rest: Buffer; notifications: Notification[] } {
  const notifications: Notification[] = [];
  const kept: Buffer[] = [];
  let keptFrom = 0;
  for (let at = 0; at + 5 <= reply.length;) {
    const end = at + 1 + reply.readInt32BE(at + 1);
    if (reply[at] === NOTIFICATION) {
      const bytes = reply.subarray(at, end);
      // Int32 process id, then the channel as a C string, then the payload.
      const channel = bytes.toString('utf8', 9, bytes.indexOf(0, 9));
      notifications.push({ channel, bytes: Buffer.from(bytes) });
      kept.push(reply.subarray(keptFrom, at));
      keptFrom = end;
    }
    at = end;
  }
  if (notifications.length === 0) return { rest: reply, notifications };
  kept.push(reply.subarray(keptFrom));
  return { rest: Buffer.concat(kept), notifications };
}

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const code = (letter: string) => letter.charCodeAt(0);
const [SYNC, QUERY, FLUSH, TERMINATE] = ['S', 'Q', 'H', 'X'].map(code);
const [PARSE, BIND, DESCRIBE, CLOSE] = ['P', 'B', 'D', 'C'].map(code);
const STATEMENT = code('S');
const NOTIFICATION = code('A');

export class WireReader {
  #buffer: Buffer = Buffer.alloc(0);
  #started = false;
  #pending: Buffer[] = [];

  /** `rename`: the name a prepared statement of this connection has in PGlite's one session. */
  constructor(private readonly rename: (name: string) => string) {}

  /** Takes the next chunk and returns what it completes. */
  push(chunk: Buffer): WireStep[] {
    this.#buffer = this.#buffer.length ? Buffer.concat([this.#buffer, chunk]) : chunk;
    const steps: WireStep[] = [];
    while (!this.#started) {
      // Before startup a message has no type byte: length (itself included), then a code.
      if (this.#buffer.length < 8) return steps;
      const length = this.#buffer.readInt32BE(0);
      if (this.#buffer.length < length) return steps;
      const request = this.#buffer.readInt32BE(4);
      const packet = this.#take(length);
      if (request === SSL_REQUEST || request === GSSENC_REQUEST) {
        steps.push({ kind: 'refuse-encryption' });
      } else if (request === CANCEL_REQUEST) {
        steps.push({ kind: 'end' });
        return steps;
      } else {
        this.#started = true;
        steps.push({ kind: 'startup', bytes: packet });
      }
    }
    // A message: type byte, then its length (itself included, the type byte not).
    while (this.#buffer.length >= 5) {
      const length = 1 + this.#buffer.readInt32BE(1);
      if (this.#buffer.length < length) break;
      const message = this.#take(length);
      const type = message[0];
      if (type === TERMINATE) {
        steps.push({ kind: 'end' });
        break;
      }
      this.#pending.push(this.#renamed(message));
      if (type === SYNC || type === QUERY || type === FLUSH) {
        const bytes = Buffer.concat(this.#pending);
        const listen = type === QUERY ? listenChangeOf(message) : undefined;
        steps.push({ kind: 'unit', bytes, open: type === FLUSH, ...(listen && { listen }) });
        this.#pending = [];
      }
    }
    return steps;
  }

  #take(length: number): Buffer {
    const taken = this.#buffer.subarray(0, length);
    this.#buffer = this.#buffer.subarray(length);
    return taken;
  }

  /**
   * The message with its prepared statement's name made this connection's own: PostgreSQL keeps
   * prepared statements per connection, PGlite has one session for all of them.
   */
  #renamed(message: Buffer): Buffer {
    const type = message[0];
    let at: number; // where the statement's name starts
    if (type === PARSE) at = 5;
    else if (type === BIND)
      at = message.indexOf(0, 5) + 1; // after the portal's name
    else if ((type === DESCRIBE || type === CLOSE) && message[5] === STATEMENT) at = 6;
    else return message;
    const end = message.indexOf(0, at);
    if (end === at) return message; // the unnamed statement
    const name = Buffer.from(this.rename(message.toString('utf8', at, end)));
    const renamed = Buffer.concat([message.subarray(0, at), name, message.subarray(end)]);
    renamed.writeInt32BE(renamed.length - 1, 1);
    return renamed;
  }
}
