import type { Logger } from 'drizzle-orm/logger';

/**
 * Every statement drizzle sends, handed to whoever must know when rows may change (the session
 * cache). It sits in drizzle's logger seam, so no query path can go around it: raw `sql`
 * statements, prepared statements and transactions' begin/commit all pass through here.
 */
type Listener = (statement: string) => void;

const listeners = new Set<Listener>();

export const statementWatch: Logger = {
  logQuery(statement) {
    for (const listener of listeners) listener(statement);
  },
};

export function onStatement(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
