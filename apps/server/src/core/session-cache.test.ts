import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.ts';

type Row = { user: { id: number } };
const row = (userId: number): Row => ({ user: { id: userId } });

function cacheAt(start = 0) {
  const clock = { now: start };
  const cache = new SessionCache<Row>(() => clock.now);
  cache.hear();
  return { clock, cache };
}

describe('SessionCache', () => {
  it('answers a stored token until its time is up', () => {
    const { clock, cache } = cacheAt();
    cache.store('a', row(1), cache.begin());
    expect(cache.get('a')).toEqual(row(1));
    clock.now = 2_000;
    expect(cache.get('a')).toEqual(row(1));
    clock.now = 2_001;
    expect(cache.get('a')).toBeUndefined();
  });

  it('evicts the tokens of a changed user and keeps the others', () => {
    const { cache } = cacheAt();
    cache.store('a', row(1), cache.begin());
    cache.store('b', row(1), cache.begin());
    cache.store('c', row(2), cache.begin());
    cache.evictUser(1);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([
      undefined,
      undefined,
      row(2),
    ]);
  });

  it('does not store a row read while anything was evicted', () => {
    const { cache } = cacheAt();
    const generation = cache.begin();
    cache.evictUser(7);
    cache.store('a', row(1), generation);
    expect(cache.get('a')).toBeUndefined();
    cache.store('a', row(1), cache.begin());
    expect(cache.get('a')).toEqual(row(1));
  });

  it('keeps nothing of a user this server is changing until the change has surely committed', () => {
    const { clock, cache } = cacheAt();
    cache.changeUser(1);
    cache.store('a', row(1), cache.begin());
    cache.store('b', row(2), cache.begin());
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toEqual(row(2));
    clock.now = 2_001;
    cache.store('a', row(1), cache.begin());
    expect(cache.get('a')).toEqual(row(1));
  });

  it('keeps nothing while it cannot hear other servers, and forgets all when it hears again', () => {
    const { cache } = cacheAt();
    cache.store('a', row(1), cache.begin());
    cache.deaf();
    expect(cache.get('a')).toBeUndefined();
    cache.store('a', row(1), cache.begin());
    expect(cache.get('a')).toBeUndefined();
    cache.hear();
    cache.store('a', row(1), cache.begin());
    expect(cache.get('a')).toEqual(row(1));
  });

  it('keeps nothing before its listener first listens', () => {
    const cache = new SessionCache<Row>(() => 0);
    cache.store('a', row(1), cache.begin());
    expect(cache.get('a')).toBeUndefined();
  });

  it('stays bounded when flooded with tokens', () => {
    const { cache } = cacheAt();
    for (let i = 0; i <= 10_000; i++) cache.store(`t${i}`, row(i), cache.begin());
    expect(cache.get('t0')).toBeUndefined();
    expect(cache.get('t10000')).toEqual(row(10_000));
  });
});
