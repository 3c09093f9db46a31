import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase } from '../../test/database.ts';
import { buildAccessCode, buildUser } from '../../test/factories.ts';
import {
  ensureUnusedAccessCode,
  ensureUnusedAccessCodes,
  redeemAccessCode,
} from './access-code-queries.ts';

describe('SEED_ACCESS_CODES: unused access codes at start', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('makes codes until enough unused ones exist, counting those already there', async () => {
    const now = new Date();
    const banner = await ensureUnusedAccessCode(handle.db, now);
    const codes = await ensureUnusedAccessCodes(handle.db, now, 4);
    expect(codes).toHaveLength(4);
    expect(new Set(codes).size).toBe(4);
    expect(codes).toContain(banner);
    // A second start makes none: the same four are still unused.
    expect(await ensureUnusedAccessCodes(handle.db, now, 4)).toEqual(codes);
    expect(await ensureUnusedAccessCodes(handle.db, now, 0)).toEqual([]);
  });

  it('leaves out codes that are used, used up, expired or revoked', async () => {
    const now = new Date();
    const { user } = await buildUser(handle.db);
    const before = await ensureUnusedAccessCodes(handle.db, now, 3);
    await redeemAccessCode(handle.db, before[0]!, user.id, now);
    await buildAccessCode(handle.db, { expiresAt: new Date(now.getTime() - 1000) });
    await buildAccessCode(handle.db, { revokedAt: now });
    const after = await ensureUnusedAccessCodes(handle.db, now, 3);
    expect(after).toHaveLength(3);
    expect(after).not.toContain(before[0]);
    expect(after).toEqual(expect.arrayContaining(before.slice(1)));
  });
});
