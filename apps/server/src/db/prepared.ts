import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/**
 * Prepared statements for the hottest queries (the session behind every signed-in call, list
 * pages). A statement is built by drizzle once per database instead of on every call, and runs
 * as a named server-side statement, so PostgreSQL parses and plans it once per connection.
 * Inside a transaction (which lives for one request) the query is built each time, as before.
 */
const cache = new WeakMap<object, Map<string, unknown>>();

export function prepared<T>(db: Executor, name: string, build: (db: Executor) => T): T {
  if (is(db, PgTransaction)) return build(db);
  let statements = cache.get(db);
  if (!statements) cache.set(db, (statements = new Map()));
  let statement = statements.get(name) as T | undefined;
  if (!statement) statements.set(name, (statement = build(db)));
  return statement;
}
