/**
 * The rows behind recently seen bearer tokens, so a page's burst of signed-in calls costs one
 * session lookup instead of one each (decisions 042 and 064). Correctness comes first:
 *
 * - The services that change a user or their sessions evict that user here, and tell every
 *   server through PostgreSQL's NOTIFY (session-changes.ts); each server's listener evicts too.
 *   A revoked token, a deleted account or a changed role is never served from here.
 * - For a moment after this server changed a user (`CHANGING_MS`), that user's rows are not
 *   stored: a lookup may have read them just before the change's transaction committed.
 * - A lookup that was in flight while anything was evicted does not store its row either.
 * - While the listener is not listening, nothing is kept: another server's change would be
 *   missed. When it listens again, everything read before is thrown away.
 * - Entries live TTL_MS at most, which bounds what a change made behind the services' back (SQL
 *   typed by hand) can leave stale.
 * - Callers get their own copies, so nothing a request does to its user leaks into the next.
 */
const TTL_MS = 2_000;
const CHANGING_MS = 2_000;
const MAX_ENTRIES = 10_000;

interface Entry<Row> {
  row: Row;
  storedAt: number;
}

export class SessionCache<Row extends { user: { id: number } }> {
  private entries = new Map<string, Entry<Row>>();
  /** Bumped whenever anything is evicted; a lookup stores only if it has not moved. */
  private generation = 0;
  /** Users this server changed lately, and when. */
  private changing = new Map<number, number>();
  /** Whether changes made elsewhere are heard (the listener is connected). */
  private hearing = false;

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
    if (!this.hearing || generation !== this.generation) return;
    const changedAt = this.changing.get(row.user.id);
    if (changedAt !== undefined) {
      if (this.clock() - changedAt <= CHANGING_MS) return;
      this.changing.delete(row.user.id);
    }
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(tokenHash, { row, storedAt: this.clock() });
  }

  /** Drops one token's row (its session was just touched or found expired). */
  forget(tokenHash: string) {
    this.entries.delete(tokenHash);
  }

  /** A user or their sessions changed, here or on another server. */
  evictUser(userId: number) {
    this.generation++;
    for (const [tokenHash, { row }] of this.entries) {
      if (row.user.id === userId) this.entries.delete(tokenHash);
    }
  }

  /** This server is changing the user now; the change commits a moment later. */
  changeUser(userId: number) {
    if (this.changing.size >= MAX_ENTRIES) this.changing.clear();
    this.changing.set(userId, this.clock());
    this.evictUser(userId);
  }

  /** Changes made on other servers are heard from now on (the listener is connected). */
  hear() {
    this.clear();
    this.hearing = true;
  }

  /** Changes made elsewhere can no longer be heard (the listener dropped). */
  deaf() {
    this.hearing = false;
    this.clear();
  }

  clear() {
    this.generation++;
    this.entries.clear();
  }
}
