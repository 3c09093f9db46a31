import { describe, expect, it } from 'vitest';
import { ZCreateCodeBatchRequest } from './access-codes.ts';
import { ZCreateArmRequest, ZSaveRandomisationRequest } from './arms.ts';
import { ZAddToWhitelistRequest } from './cohorts.ts';
import { ZAdminExportRequest } from './export.ts';
import { ZCreateProgramRequest } from './programs.ts';

describe('admin contract', () => {
  it('reads a batch from a form (strings) and treats empty optional fields as absent', () => {
    expect(
      ZCreateCodeBatchRequest.parse({ count: '3', use_limit: '2', cohort_id: '', plan_id: '' }),
    ).toEqual({ count: 3, use_limit: 2, randomise: false });
    expect(
      ZCreateCodeBatchRequest.parse({ count: 1, use_limit: 1, randomise: 'on' }).randomise,
    ).toBe(true);
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

  it("fixes an item's rhythm, or leaves it at the participant's own pace", () => {
    const box = { kind: 'phases', inhale: 4, hold_in: 4, exhale: 4, hold_out: 4 } as const;
    const item = { exercise_id: 1, due_date: '2025-02-28' };
    const parse = (rhythm: unknown) =>
      ZCreateProgramRequest.safeParse({ title: 'T', cohort_id: 1, items: [{ ...item, rhythm }] });
    expect(ZCreateProgramRequest.parse({ title: 'T', cohort_id: 1, items: [item] }).items).toEqual([
      { ...item, rhythm: null },
    ]);
    expect(parse(null).data?.items[0]!.rhythm).toBeNull();
    expect(
      parse({ name: ' Box 4-4-4-4 ', timing: box, ramp: null }).data?.items[0]!.rhythm,
    ).toEqual({
      name: 'Box 4-4-4-4',
      timing: box,
      ramp: null,
    });
    const issue = (rhythm: unknown) => {
      const issues = parse(rhythm).error?.issues ?? [];
      return issues.map((i) => [i.path.join('.'), i.message]);
    };
    expect(issue({ name: '', timing: box, ramp: null })).toEqual([
      ['items.0.rhythm.name', 'rhythmNameRequired'],
    ]);
    expect(issue({ name: 'B', timing: { ...box, inhale: 0.5 }, ramp: null })).toEqual([
      ['items.0.rhythm.timing.inhale', 'rhythmBreathRange'],
    ]);
    expect(issue({ name: 'B', timing: { ...box, hold_in: 4.25 }, ramp: null })).toEqual([
      ['items.0.rhythm.timing.hold_in', 'rhythmTenths'],
    ]);
    // What the fields' ranges cannot see is checked as for a person's own rhythm.
    expect(
      issue({
        name: 'Fast',
        timing: { kind: 'pace', pace: 30, inhale_part: 1, exhale_part: 1, hold_in: 1, hold_out: 0 },
        ramp: null,
      }),
    ).toEqual([['items.0.rhythm.timing.pace', 'rhythmBreathRange']]);
    // A rhythm that eases down is fixed with its ramp, which must ease down to it.
    const ramp = { from_pace: 7, minutes: 3 };
    expect(parse({ name: 'Slower', timing: box, ramp }).data?.items[0]!.rhythm?.ramp).toEqual(ramp);
    expect(issue({ name: 'B', timing: box, ramp: { from_pace: 3, minutes: 3 } })).toEqual([
      ['items.0.rhythm.ramp.from_pace', 'rhythmRampSlower'],
    ]);
    expect(issue({ name: 'B', timing: box, ramp: { from_pace: 7, minutes: 30 } })).toEqual([
      ['items.0.rhythm.ramp.minutes', 'rhythmRampRange'],
    ]);
  });

  it('keeps e-mail out of an export unless include_email is 1', () => {
    expect(ZAdminExportRequest.parse({}).include_email).toBe(false);
    expect(ZAdminExportRequest.parse({ include_email: '1' }).include_email).toBe(true);
    expect(ZAdminExportRequest.safeParse({ include_email: 'true' }).success).toBe(false);
  });

  it('reads block sizes typed as "6, 4 4" into sorted distinct numbers, one message for any fault', () => {
    const save = (block_sizes: unknown, method = 'blocks') =>
      ZSaveRandomisationRequest.safeParse({ method, block_sizes, stratify_by: 'none' });
    expect(save('6, 4 4').data?.block_sizes).toEqual([4, 6]);
    expect(save([2]).data?.block_sizes).toEqual([2]);
    expect(save(undefined, 'table').data?.block_sizes).toEqual([]);
    for (const bad of ['', '1', '61', '4, x', '2 4 6 8 10 12', [4.5]]) {
      const issues = save(bad).error?.issues ?? [];
      expect(
        issues.map((i) => [i.path.join('.'), i.message]),
        String(bad),
      ).toEqual([['block_sizes', 'adminBlockSizesInvalid']]);
    }
  });

  it('wants an arm on an existing cohort or a new name, with a weight of 1 unless set', () => {
    expect(ZCreateArmRequest.parse({ name: 'A', plan_id: '' })).toEqual({ name: 'A', weight: 1 });
    expect(ZCreateArmRequest.safeParse({}).error?.issues[0]?.path).toEqual(['name']);
    expect(ZCreateArmRequest.safeParse({ name: 'A', cohort_id: 2 }).success).toBe(false);
  });
});
