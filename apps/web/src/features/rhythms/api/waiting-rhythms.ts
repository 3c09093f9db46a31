import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TRhythm, TSaveRhythmRequest } from '@resona/contract';
import type { QueuedWrite } from '../../../lib/write-queue/index.ts';
import { useWaitingWrites } from '../../../lib/write-queue/use-waiting-writes.ts';
import { rhythmsKey, useRhythms } from '../../../lib/rhythms-query.ts';

const RHYTHM_WRITES = new Set(['saveRhythm', 'deleteRhythm', 'reorderRhythms']);

/** A rhythm as the list shows it: the server's, or changed or made here and waiting to sync. */
export interface RhythmRow extends TRhythm {
  /** A change of it waits in the queue. */
  waiting: boolean;
  /** Made here and not on the server yet: it has no id there, so it cannot move or change. */
  unsaved: boolean;
}

/**
 * The server's list with the rhythm writes that wait in the queue laid over it, in the order
 * they were made: a save changes or appends, a delete removes, a reorder reorders. What the
 * person did offline shows at once, and after a reload.
 */
export function applyWaiting(rhythms: readonly TRhythm[], writes: readonly QueuedWrite[]) {
  let rows: RhythmRow[] = rhythms.map((r) => ({ ...r, waiting: false, unsaved: false }));
  for (const write of writes) {
    if (write.call === 'saveRhythm') {
      const body = write.body as unknown as TSaveRhythmRequest;
      const fields = { name: body.name, timing: body.timing, ramp: body.ramp ?? null };
      if (body.rhythm_id === undefined) {
        rows.push({
          ...fields,
          // Not an id of the server's: negative, unique among the waiting writes.
          rhythm_id: -(write.seq ?? write.createdAt),
          position: rows.length,
          updated_at: new Date(write.createdAt).toISOString(),
          waiting: true,
          unsaved: true,
        });
      } else {
        rows = rows.map((r) =>
          r.rhythm_id === body.rhythm_id ? { ...r, ...fields, waiting: true } : r,
        );
      }
    } else if (write.call === 'deleteRhythm') {
      rows = rows.filter((r) => r.rhythm_id !== Number(write.body?.rhythm_id));
    } else if (write.call === 'reorderRhythms') {
      const ids = (write.body?.rhythm_ids ?? []) as number[];
      const place = (r: RhythmRow) => {
        const i = ids.indexOf(r.rhythm_id);
        return i < 0 ? ids.length + r.position : i;
      };
      rows = [...rows].sort((a, b) => place(a) - place(b)).map((r) => ({ ...r, waiting: true }));
    }
  }
  return rows.map((r, position) => ({ ...r, position }));
}

/**
 * The person's rhythms as they see them: the server's list with their waiting changes, asked
 * for again each time one of those changes has been sent.
 */
export function useRhythmList(userId: number) {
  const query = useRhythms(userId);
  const queryClient = useQueryClient();
  const writes = (useWaitingWrites() ?? []).filter((w) => RHYTHM_WRITES.has(w.call));
  const count = useRef(writes.length);
  useEffect(() => {
    if (count.current > writes.length) {
      void queryClient.invalidateQueries({ queryKey: rhythmsKey(userId) });
    }
    count.current = writes.length;
  }, [writes.length, queryClient, userId]);
  return { query, rows: query.data ? applyWaiting(query.data, writes) : undefined };
}
