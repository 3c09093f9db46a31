import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { QueuedWrite } from '../../../lib/write-queue/index.ts';

/**
 * Asks the server again for `keys` whenever a queued write of `call` has been sent (fewer wait
 * than before): the list then shows the server's copy instead of the one kept offline.
 */
export function useRefetchOnSync(
  waiting: QueuedWrite[] | undefined,
  call: string,
  keys: QueryKey[],
): QueuedWrite[] {
  const queryClient = useQueryClient();
  const writes = (waiting ?? []).filter((w) => w.call === call);
  const count = useRef(writes.length);
  useEffect(() => {
    if (count.current > writes.length) {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    }
    count.current = writes.length;
  }, [writes.length, queryClient, keys]);
  return writes;
}
