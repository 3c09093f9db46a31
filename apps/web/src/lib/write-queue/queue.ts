import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * A write waiting for the server, or answered and kept for the writes that need its reply
 * (decision 073). Its `id` is the Idempotency-Key it is sent with, every time.
 */
export interface QueuedWrite {
  /** Order of the queue (IndexedDB's key generator). */
  seq?: number;
  /** A UUID made here: the Idempotency-Key. */
  id: string;
  /** Whose write it is: it is sent only with that account's token. */
  userId: number;
  /** The contract call's id (operationId). */
  call: string;
  params?: Record<string, string | number> | undefined;
  query?: Record<string, string | number> | undefined;
  body?: Record<string, unknown> | undefined;
  /** Body fields filled at replay from an earlier write's reply (`data[field]`). */
  refs?: WriteRef[] | undefined;
  /** What the screens show of it before the server has it (History's "waiting to sync"). */
  meta?: Record<string, string | number | null> | undefined;
  createdAt: number;
  /** Set once the server answered 2xx: its reply envelope. */
  reply?: unknown;
  answeredAt?: number;
}

export interface WriteRef {
  /** The body field to fill. */
  name: string;
  /** The id of the earlier write whose reply has the value. */
  from: string;
  /** The field of that reply's `data`. */
  field: string;
}

/** What a send did: answered (2xx), refused for good (a 4xx), or not reached (try again). */
export type SendOutcome =
  | { kind: 'answered'; reply: unknown }
  | { kind: 'refused'; error: unknown }
  | { kind: 'unreached'; error: unknown };

export interface WriteQueueOptions {
  dbName?: string;
  /** Sends one write with its key as the given user; never throws. */
  send(write: QueuedWrite): Promise<SendOutcome>;
  /** The signed-in user now, or null. */
  currentUserId(): number | null;
  isOnline(): boolean;
  /**
   * A refused write: shown or logged. `later` is true for a write replayed after it was made
   * (offline, or by another tab), whose screen is no longer waiting for its answer; a write
   * refused while it is being submitted is thrown to its caller too.
   */
  onRefused?(write: QueuedWrite, error: unknown, later: boolean): void;
  now?(): number;
  makeId?(): string;
}

/** Answered writes are kept this long for later writes that refer to them, then forgotten. */
export const ANSWERED_KEPT_MS = 24 * 3600_000;
const LOCK_NAME = 'resona-write-queue';
/**
 * Without Web Locks, replays of this page still run one at a time; tabs may then overlap, and
 * the Idempotency-Key keeps their repeats from writing twice.
 */
let tabChain: Promise<unknown> = Promise.resolve();

interface WriteDb extends DBSchema {
  writes: {
    key: number;
    value: QueuedWrite;
    indexes: { 'by-id': string };
  };
}

export type WriteQueue = ReturnType<typeof createWriteQueue>;

/**
 * The queue of writes in IndexedDB. Every write is stored before it is sent and forgotten only
 * after the server answered, so a closed tab or a lost connection loses nothing; replays run in
 * order, one tab at a time (Web Locks), and send each write with its own Idempotency-Key, so
 * the server applies it once however often it arrives.
 */
export function createWriteQueue(options: WriteQueueOptions) {
  const now = options.now ?? (() => Date.now());
  const makeId = options.makeId ?? (() => crypto.randomUUID());
  let database: Promise<IDBPDatabase<WriteDb>> | null = null;
  const listeners = new Set<() => void>();
  /** This tab's answers, for a caller waiting on its own write. */
  const settled = new Map<string, SendOutcome>();
  /** The writes this tab is submitting now: their callers hear of a refusal themselves. */
  const submitting = new Set<string>();

  const open = () =>
    (database ??= openDB<WriteDb>(options.dbName ?? 'resona-writes', 1, {
      upgrade(db) {
        const store = db.createObjectStore('writes', { keyPath: 'seq', autoIncrement: true });
        store.createIndex('by-id', 'id', { unique: true });
      },
    }));
  const changed = () => listeners.forEach((listener) => listener());

  async function all(): Promise<QueuedWrite[]> {
    return (await open()).getAll('writes');
  }

  async function update(write: QueuedWrite) {
    await (await open()).put('writes', write);
  }

  async function remove(write: QueuedWrite) {
    if (write.seq !== undefined) await (await open()).delete('writes', write.seq);
  }

  /** One replay at a time across tabs where the browser has Web Locks, else within this tab. */
  function exclusively<T>(task: () => Promise<T>): Promise<T> {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (locks) return locks.request(LOCK_NAME, task);
    const run = tabChain.then(task, task);
    tabChain = run.catch(() => undefined);
    return run;
  }

  /** The body with its references filled, or why not (the earlier write is not answered). */
  function resolve(write: QueuedWrite, byId: Map<string, QueuedWrite>) {
    const body = { ...write.body };
    for (const ref of write.refs ?? []) {
      const source = byId.get(ref.from);
      if (!source) return { missing: true as const };
      if (source.answeredAt === undefined) return { waiting: true as const };
      const data = (source.reply as { data?: Record<string, unknown> } | undefined)?.data;
      body[ref.name] = data?.[ref.field];
    }
    return { body };
  }

  /** Sends the signed-in user's waiting writes in order; stops at the first one not reached. */
  async function replayNow() {
    const userId = options.currentUserId();
    if (userId === null || !options.isOnline()) return;
    const writes = await all();
    const byId = new Map(writes.map((w) => [w.id, w]));
    for (const write of writes) {
      if (write.userId !== userId || write.answeredAt !== undefined) continue;
      // Signed out or another account since the replay began: its writes wait for it.
      if (options.currentUserId() !== userId) return;
      const resolved = resolve(write, byId);
      if ('waiting' in resolved) return;
      if ('missing' in resolved) {
        // The write it needed was refused or forgotten: this one cannot be sent either.
        await remove(write);
        byId.delete(write.id);
        options.onRefused?.(
          write,
          new Error(`${write.call}: an earlier write is missing`),
          !submitting.has(write.id),
        );
        continue;
      }
      const outcome = await options.send({ ...write, body: resolved.body });
      settled.set(write.id, outcome);
      if (outcome.kind === 'unreached') return;
      if (outcome.kind === 'refused') {
        await remove(write);
        byId.delete(write.id);
        options.onRefused?.(write, outcome.error, !submitting.has(write.id));
      } else {
        const answered = { ...write, reply: outcome.reply, answeredAt: now() };
        await update(answered);
        byId.set(write.id, answered);
      }
      changed();
    }
    await forgetOld(writes);
  }

  async function forgetOld(writes: QueuedWrite[]) {
    const cutoff = now() - ANSWERED_KEPT_MS;
    for (const write of writes) {
      if (write.answeredAt !== undefined && write.answeredAt < cutoff) await remove(write);
    }
  }

  async function replay() {
    await exclusively(replayNow);
  }

  /**
   * Stores a write of the signed-in user, then replays: online it is sent at once. Resolves with
   * its outcome in this tab, or 'queued' when it waits for the network.
   */
  async function submit(input: {
    call: string;
    params?: QueuedWrite['params'];
    query?: QueuedWrite['query'];
    body?: QueuedWrite['body'];
    refs?: WriteRef[];
    meta?: QueuedWrite['meta'];
  }): Promise<{ id: string; outcome: SendOutcome | { kind: 'queued' } }> {
    const userId = options.currentUserId();
    if (userId === null) throw new Error('a write needs a signed-in user');
    const write: QueuedWrite = { ...input, id: makeId(), userId, createdAt: now() };
    await (await open()).add('writes', write);
    changed();
    submitting.add(write.id);
    try {
      await replay();
    } finally {
      submitting.delete(write.id);
    }
    return { id: write.id, outcome: settled.get(write.id) ?? { kind: 'queued' } };
  }

  return {
    submit,
    replay,
    /** The user's writes the server has not answered yet, oldest first. */
    async waiting(userId: number): Promise<QueuedWrite[]> {
      return (await all()).filter((w) => w.userId === userId && w.answeredAt === undefined);
    },
    /** Everything stored, answered or not (tests, inspection). */
    all,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Closes the database (tests). */
    async close() {
      if (database) (await database).close();
      database = null;
    },
  };
}
