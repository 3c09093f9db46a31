import type { z } from 'zod';
import { apiRequest, isApiError, isSessionEnded, type JsonCall } from '../api-client.ts';
import { isOnline } from '../online.ts';
import { loadSchemas } from '../schema-loads.ts';
import { sessionStore } from '../session.ts';
import { createWriteQueue, type QueuedWrite, type SendOutcome, type WriteRef } from './queue.ts';

export type { QueuedWrite, WriteRef };

/** The calls this page has sent through the queue, by id: their schemas are built already. */
const sentCalls = new Map<string, JsonCall>();

let queuedCalls: Promise<Map<string, JsonCall>> | null = null;

/**
 * The calls a write of the queue may be: the idempotent ones of a session (its beats too), the
 * library and the person's rhythms. Built only when a write made on an earlier visit is sent,
 * one module a task: the app opens with an empty queue nearly always, and building every one of
 * these calls' schemas as it opened was a long task on /home (issue 34).
 */
function loadQueuedCalls() {
  queuedCalls ??= Promise.all([
    loadSchemas(() => import('@resona/contract/sessions/calls')),
    loadSchemas(() => import('@resona/contract/resonance/calls')),
    loadSchemas(() => import('@resona/contract/library/calls')),
    loadSchemas(() => import('@resona/contract/rhythms/calls')),
  ]).then(
    ([{ sessionCalls }, { resonanceCalls }, { libraryCalls }, { rhythmCalls }]) =>
      new Map(
        [
          ...Object.values(sessionCalls),
          ...Object.values(resonanceCalls),
          ...Object.values(libraryCalls),
          ...Object.values(rhythmCalls),
        ]
          .filter((call) => 'idempotent' in call && call.idempotent)
          .map((call) => [call.id, call as JsonCall]),
      ),
    (error: unknown) => {
      // Offline before their code was ever cached: the next replay tries again.
      queuedCalls = null;
      throw error;
    },
  );
  return queuedCalls;
}

/** Not reached, or not this write's fault: the network, the server, a limit, a session ended. */
function isRetryable(error: unknown) {
  if (!isApiError(error)) return false;
  const status = error.status_code;
  return (
    error.error_type === 'NETWORK_ERROR' ||
    status >= 500 ||
    status === 408 ||
    status === 429 ||
    isSessionEnded(error)
  );
}

async function send(write: QueuedWrite): Promise<SendOutcome> {
  let call = sentCalls.get(write.call);
  if (!call) {
    try {
      call = (await loadQueuedCalls()).get(write.call);
    } catch (error) {
      return { kind: 'unreached', error };
    }
  }
  if (!call) return { kind: 'refused', error: new Error(`${write.call} is not a queued call`) };
  try {
    const reply = await apiRequest(call, {
      params: write.params,
      query: write.query,
      body: write.body,
      idempotencyKey: write.id,
    } as never);
    return { kind: 'answered', reply };
  } catch (error) {
    return isRetryable(error) ? { kind: 'unreached', error } : { kind: 'refused', error };
  }
}

/** The app's queue: the signed-in user's writes, sent with their token only. */
export const writeQueue = createWriteQueue({
  send,
  currentUserId: () => sessionStore.get().user?.userID ?? null,
  isOnline,
  onRefused: (write, error, later) => {
    console.warn(`Resona: the server refused ${write.call}`, error);
    if (later) refusedLater?.(error);
  },
});

/** Who tells the person that a change made earlier (offline) was refused when it was sent. */
let refusedLater: ((error: unknown) => void) | null = null;

type Input<C extends JsonCall> = {
  params?: C extends { params: z.ZodType } ? z.input<C['params']> : undefined;
  query?: C extends { query: z.ZodType } ? z.input<C['query']> : undefined;
  body?: C extends { body: z.ZodType } ? Partial<z.input<C['body']>> : undefined;
  refs?: WriteRef[];
  meta?: QueuedWrite['meta'];
};

export type WriteResult<C extends JsonCall> =
  { id: string; sent: true; reply: z.output<C['reply']> } | { id: string; sent: false };

/**
 * A write of a session, through the queue: online it is sent at once and resolves with the
 * reply; offline (or when the network fails) it is kept and resolves with `sent: false`, to be
 * sent later. A write the server refuses (4xx) throws its ApiError.
 */
export async function sendWrite<C extends JsonCall>(
  call: C,
  input: Input<C>,
): Promise<WriteResult<C>> {
  if ('idempotent' in call && call.idempotent) sentCalls.set(call.id, call);
  const { id, outcome } = await writeQueue.submit({
    call: call.id,
    params: input.params as QueuedWrite['params'],
    query: input.query as QueuedWrite['query'],
    body: input.body as QueuedWrite['body'],
    refs: input.refs,
    meta: input.meta,
  });
  if (outcome.kind === 'refused') throw outcome.error;
  if (outcome.kind === 'answered') {
    return { id, sent: true, reply: outcome.reply as z.output<C['reply']> };
  }
  return { id, sent: false };
}

let started = false;
/**
 * Replays the queue now (the app opens), whenever the browser comes back online, and when
 * someone signs in (their writes wait for their token). Background Sync is not relied on. A
 * write the server refuses when it is replayed is told through `onRefusedLater`: the screen that
 * made it may be long gone, and a change must not be lost without a word.
 */
export function startWriteReplay(onRefusedLater?: (error: unknown) => void) {
  if (started || typeof window === 'undefined') return;
  started = true;
  refusedLater = onRefusedLater ?? null;
  const replay = () => void writeQueue.replay().catch(() => undefined);
  window.addEventListener('online', replay);
  let userId = sessionStore.get().user?.userID ?? null;
  sessionStore.subscribe(() => {
    const next = sessionStore.get().user?.userID ?? null;
    if (next !== null && next !== userId) replay();
    userId = next;
  });
  replay();
}
