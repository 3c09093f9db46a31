import { describe, expect, test } from 'vitest';
import type { TRhythm } from '@resona/contract';
import type { QueuedWrite } from '../../../lib/write-queue/index.ts';
import { applyWaiting } from './waiting-rhythms.ts';

const timing = { kind: 'phases', inhale: 4, hold_in: 0, exhale: 6, hold_out: 0 } as const;
const rhythm = (rhythm_id: number, name: string, position: number): TRhythm => ({
  rhythm_id,
  name,
  position,
  timing,
  ramp: null,
  updated_at: '2026-11-28T10:00:00.000Z',
});
let seq = 1;
const write = (call: string, body: Record<string, unknown>): QueuedWrite => ({
  seq: seq,
  id: `w${seq++}`,
  userId: 1,
  call,
  body,
  createdAt: 1_700_000_000_000 + seq,
});
const server = [rhythm(1, 'One', 0), rhythm(2, 'Two', 1), rhythm(3, 'Three', 2)];

describe('the list with what waits to sync', () => {
  test('nothing waiting: the server’s list as it is', () => {
    expect(applyWaiting(server, []).map((r) => [r.name, r.waiting])).toEqual([
      ['One', false],
      ['Two', false],
      ['Three', false],
    ]);
  });

  test('made, changed, reordered and deleted offline, in the order they were done', () => {
    const rows = applyWaiting(server, [
      write('saveRhythm', { name: 'New', timing, ramp: { from_pace: 7, minutes: 3 } }),
      write('saveRhythm', { rhythm_id: 2, name: 'Two again', timing, ramp: null }),
      write('reorderRhythms', { rhythm_ids: [3, 1, 2] }),
      write('deleteRhythm', { rhythm_id: 1 }),
      write('favoriteExercise', { id: 4 }),
    ]);
    expect(rows.map((r) => [r.name, r.position, r.unsaved])).toEqual([
      ['Three', 0, false],
      ['Two again', 1, false],
      ['New', 2, true],
    ]);
    expect(rows.every((r) => r.waiting)).toBe(true);
    expect(rows[2]!.rhythm_id).toBeLessThan(0);
    expect(rows[2]!.ramp).toEqual({ from_pace: 7, minutes: 3 });
  });
});
