import { describe, expect, it } from 'vitest';
import { LIBRARY_PAGE_DEFAULT, ZPageQuery } from './keyset.ts';

describe('library page query', () => {
  it('defaults the limit, reads it from a query string, and treats an empty cursor as none', () => {
    expect(ZPageQuery.parse({})).toEqual({ limit: LIBRARY_PAGE_DEFAULT });
    expect(ZPageQuery.parse({ limit: '50', cursor: '' })).toEqual({ limit: 50 });
    expect(ZPageQuery.parse({ limit: '', cursor: 'abc' })).toEqual({ limit: 20, cursor: 'abc' });
  });

  it('refuses limits outside 1–100', () => {
    for (const limit of ['0', '101', '2.5', 'x']) {
      expect(ZPageQuery.safeParse({ limit }).success).toBe(false);
    }
  });
});
