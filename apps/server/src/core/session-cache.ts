import { onStatement } from '../db/statement-watch.ts';

/**
 * The rows behind recently seen bearer tokens, so a page's burst of signed-in calls costs one
 * session lookup instead of one each (decision 042). Correctness comes first:
 *
 * - Any statement this process sends that may change a user or a session (an insert, update,
 *   delete or truncate naming `users` or `sessions`, cascades from deleting a user included),
 *   and the end of every transaction, empties the cache at once. A revoked token, a deleted
 *   account or a changed role is never served from here by this process.
 * - A lookup that was in flight while the cache was emptied does not store its row: it may
 *   have read what a transaction was about to change.
 * - Entries live TTL_MS at most, which bounds what another process (a second server on the
 *   same PostgreSQL, the admin command line) can leave stale.
 * - Callers get their own copies, so nothing a request does to its user leaks into the next.
 */
const TTL_MS = 2_000;
const MAX_ENTRIES = 10_000;

const WRITE = /^\s*(?:insert|update|delete|truncate|merge|with|alter|drop)\b/i;
const AUTH_TABLE = /\b(?:users|sessions)\b/i;
const TRANSACTION_END = /^\s*(?:commit|rollback|end|abort)\b/i;

interface Entry<Row> {
  row: Row;
  storedAt: number;
}

export class SessionCache<Row extends object> {
  private entries = new Map<string, Entry<Row>>();
  /** Bumped whenever the cache is emptied; a lookup stores only if it has not moved. */
  private generation = 0;

  constructor(private readonly clock: () => number = () => performance.now()) {}

  /** The generation a lookup starts in; pass it back to `store`. */
  begin() {
    return this.generation;
  }

  get(tokenHash: string): Row | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (this.clock() - entry.storedAt > TTL_MS) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.row;
  }

  store(tokenHash: string, row: Row, generation: number) {
    if (generation !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(tokenHash, { row, storedAt: this.clock() });
  }

  clear() {
    this.generation++;
    this.entries.clear();
  }

  /** Empties the cache for any statement that may change what it holds. */
  watch(statement: string) {
    if (TRANSACTION_END.test(statement) || (WRITE.test(statement) && AUTH_TABLE.test(statement))) {
      this.clear();
    }
  }
}

export function watchedSessionCache<Row extends object>() {
  const cache = new SessionCache<Row>();
  onStatement((statement) => cache.watch(statement));
  return cache;
}
