import { describe, expect, it } from 'vitest';
import { ZCreateCodeBatchRequest } from './access-codes.ts';
import { ZAddToWhitelistRequest } from './cohorts.ts';
import { ZAdminExportRequest } from './export.ts';
import { ZCreateProgramRequest } from './programs.ts';

describe('admin contract', () => {
  it('reads a batch from a form (strings) and treats empty optional fields as absent', () => {
    expect(
      ZCreateCodeBatchRequest.parse({ count: '3', use_limit: '2', cohort_id: '', plan_id: '' }),
    ).toEqual({ count: 3, use_limit: 2 });
    expect(
      ZCreateCodeBatchRequest.safeParse({ count: 3, use_limit: 1, expires_at: '2025-01-01' })
        .success,
    ).toBe(false);
    expect(
      ZCreateCodeBatchRequest.parse({
        count: 1,
        use_limit: 1,
        expires_at: '2025-01-01T23:59:59.999Z',
      }).expires_at,
    ).toBe('2025-01-01T23:59:59.999Z');
  });

  it('splits a pasted whitelist on lines, commas, semicolons and spaces, lower-cased', () => {
    expect(ZAddToWhitelistRequest.parse({ emails: 'A@x.io,\n b@y.io ; c@z.io  ' }).emails).toEqual([
      'a@x.io',
      'b@y.io',
      'c@z.io',
    ]);
    expect(ZAddToWhitelistRequest.safeParse({ emails: 'a@x.io, oops' }).success).toBe(false);
  });

  it('wants exactly one of cohort and participant for a program', () => {
    const items = [{ exercise_id: 1, due_date: '2025-02-28' }];
    expect(ZCreateProgramRequest.safeParse({ title: 'T', cohort_id: 1, items }).success).toBe(true);
    expect(
      ZCreateProgramRequest.safeParse({ title: 'T', user_email: 'a@x.io', items }).success,
    ).toBe(true);
    expect(ZCreateProgramRequest.safeParse({ title: 'T', items }).success).toBe(false);
    expect(
      ZCreateProgramRequest.safeParse({ title: 'T', cohort_id: 1, user_email: 'a@x.io', items })
        .success,
    ).toBe(false);
    const badDate = [{ exercise_id: 1, due_date: '2025-02-30' }];
    expect(
      ZCreateProgramRequest.safeParse({ title: 'T', cohort_id: 1, items: badDate }).success,
    ).toBe(false);
  });

  it('keeps e-mail out of an export unless include_email is 1', () => {
    expect(ZAdminExportRequest.parse({}).include_email).toBe(false);
    expect(ZAdminExportRequest.parse({ include_email: '1' }).include_email).toBe(true);
    expect(ZAdminExportRequest.safeParse({ include_email: 'true' }).success).toBe(false);
  });
});
