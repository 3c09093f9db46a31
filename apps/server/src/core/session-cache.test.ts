import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.ts';

function cacheAt(start = 0) {
  const clock = { now: start };
  return { clock, cache: new SessionCache<{ id: number }>(() => clock.now) };
}

describe('SessionCache', () => {
  it('answers a stored token until its time is up', () => {
    const { clock, cache } = cacheAt();
    cache.store('a', { id: 1 }, cache.begin());
    expect(cache.get('a')).toEqual({ id: 1 });
    clock.now = 2_000;
    expect(cache.get('a')).toEqual({ id: 1 });
    clock.now = 2_001;
    expect(cache.get('a')).toBeUndefined();
  });

  it.each([
    'update "users" set "language" = $1 where "users"."id" = $2',
    'delete from "sessions" where "sessions"."id" = $1',
    'DELETE FROM users WHERE id = $1',
    'insert into "users" ("email") values ($1) on conflict do update set "role" = $2',
    'with gone as (delete from "users" where "id" = $1 returning 1) select count(*) from gone',
    'TRUNCATE sessions CASCADE',
    'commit',
    'rollback',
  ])('forgets everything on %s', (statement) => {
    const { cache } = cacheAt();
    cache.store('a', { id: 1 }, cache.begin());
    cache.watch(statement);
    expect(cache.get('a')).toBeUndefined();
  });

  it.each([
    'select "id" from "users" where "email" = $1',
    'update "user_reminders" set "remind_time" = $1',
    'insert into "exercise_history" ("user_id") values ($1)',
    'begin',
  ])('keeps its rows on %s', (statement) => {
    const { cache } = cacheAt();
    cache.store('a', { id: 1 }, cache.begin());
    cache.watch(statement);
    expect(cache.get('a')).toEqual({ id: 1 });
  });

  it('does not store a row read while the cache was being emptied', () => {
    const { cache } = cacheAt();
    const generation = cache.begin();
    cache.watch('commit');
    cache.store('a', { id: 1 }, generation);
    expect(cache.get('a')).toBeUndefined();
    cache.store('a', { id: 2 }, cache.begin());
    expect(cache.get('a')).toEqual({ id: 2 });
  });

  it('stays bounded when flooded with tokens', () => {
    const { cache } = cacheAt();
    for (let i = 0; i <= 10_000; i++) cache.store(`t${i}`, { id: i }, cache.begin());
    expect(cache.get('t0')).toBeUndefined();
    expect(cache.get('t10000')).toEqual({ id: 10_000 });
  });
});
