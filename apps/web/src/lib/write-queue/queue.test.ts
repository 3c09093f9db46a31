import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createWriteQueue, type QueuedWrite, type SendOutcome } from './queue.ts';

/** A server stand-in: answers each write by its call, or fails as told; records what it got. */
function fakeServer() {
  const received: QueuedWrite[] = [];
  let nextView = 100;
  const state = { down: false, refuse: new Set<string>() };
  async function send(write: QueuedWrite): Promise<SendOutcome> {
    if (state.down) return { kind: 'unreached', error: new Error('network') };
    received.push(write);
    if (state.refuse.has(write.call)) return { kind: 'refused', error: new Error('404') };
    if (write.call === 'updateHistory') {
      return { kind: 'answered', reply: { data: { video_views_id: nextView++ } } };
    }
    return { kind: 'answered', reply: { data: { ok: write.body } } };
  }
  return { send, received, state };
}

let databases = 0;
function setUp(options: { userId?: () => number | null; online?: () => boolean } = {}) {
  const server = fakeServer();
  const user = { id: 7 as number | null, online: true };
  const options_ = {
    dbName: `writes-test-${++databases}`,
    send: server.send,
    currentUserId: options.userId ?? (() => user.id),
    isOnline: options.online ?? (() => user.online),
  };
  const queue = createWriteQueue(options_);
  /** The same database opened again, as a new tab or after a reload would. */
  const reopen = () => createWriteQueue(options_);
  return { queue, server, user, reopen };
}

describe('the write queue', () => {
  it('online, sends a write at once and answers its reply', async () => {
    const { queue, server } = setUp();
    const result = await queue.submit({ call: 'updateHistory', body: { exercise_id: 1 } });
    expect(result.outcome).toEqual({ kind: 'answered', reply: { data: { video_views_id: 100 } } });
    expect(server.received.map((w) => w.id)).toEqual([result.id]);
    expect(await queue.waiting(7)).toEqual([]);
  });

  it('offline, keeps writes and sends them in order, each with its own key', async () => {
    const { queue, server, user } = setUp();
    user.online = false;
    const a = await queue.submit({ call: 'likeDislike', body: { is_like: 1 } });
    const b = await queue.submit({ call: 'favoriteExercise', params: { id: 3 } });
    const c = await queue.submit({ call: 'likeDislike', body: { is_like: 2 } });
    expect([a, b, c].map((r) => r.outcome.kind)).toEqual(['queued', 'queued', 'queued']);
    expect(server.received).toEqual([]);
    expect((await queue.waiting(7)).map((w) => w.id)).toEqual([a.id, b.id, c.id]);
    user.online = true;
    await queue.replay();
    expect(server.received.map((w) => w.id)).toEqual([a.id, b.id, c.id]);
    expect(new Set(server.received.map((w) => w.id)).size).toBe(3);
    expect(await queue.waiting(7)).toEqual([]);
  });

  it('fills a later write from an earlier write’s reply at replay', async () => {
    const { queue, server, user } = setUp();
    user.online = false;
    const history = await queue.submit({ call: 'updateHistory', body: { exercise_id: 1 } });
    await queue.submit({
      call: 'updateVideoViews',
      body: { duration: 60 },
      refs: [{ name: 'video_views_id', from: history.id, field: 'video_views_id' }],
    });
    user.online = true;
    await queue.replay();
    expect(server.received[1]!.body).toEqual({ duration: 60, video_views_id: 100 });
  });

  it('a network failure keeps the write and everything after it, for the next replay', async () => {
    const { queue, server, user } = setUp();
    user.online = false;
    const a = await queue.submit({ call: 'updateHistory', body: { exercise_id: 1 } });
    const b = await queue.submit({
      call: 'updateVideoViews',
      body: { duration: 5 },
      refs: [{ name: 'video_views_id', from: a.id, field: 'video_views_id' }],
    });
    user.online = true;
    server.state.down = true;
    await queue.replay();
    expect((await queue.waiting(7)).map((w) => w.id)).toEqual([a.id, b.id]);
    server.state.down = false;
    await queue.replay();
    expect(server.received.map((w) => w.id)).toEqual([a.id, b.id]);
    expect(await queue.waiting(7)).toEqual([]);
  });

  it('removes a write only after an answer: a closed tab loses nothing', async () => {
    const { queue, server, user, reopen } = setUp();
    user.online = false;
    const a = await queue.submit({ call: 'likeDislike', body: { is_like: 1 } });
    await queue.close();
    const again = reopen();
    user.online = true;
    await again.replay();
    expect(server.received.map((w) => w.id)).toEqual([a.id]);
    // Sent again after a reply was lost, it keeps its key: the server answers it once.
    expect(server.received[0]!.id).toBe(a.id);
  });

  it('drops a write the server refuses (4xx), and the writes that needed its reply', async () => {
    const { queue, server, user } = setUp();
    const refused: string[] = [];
    user.online = false;
    const a = await queue.submit({ call: 'updateHistory', body: { exercise_id: 999 } });
    await queue.submit({
      call: 'updateVideoViews',
      body: { duration: 5 },
      refs: [{ name: 'video_views_id', from: a.id, field: 'video_views_id' }],
    });
    const c = await queue.submit({ call: 'likeDislike', body: { is_like: 1 } });
    server.state.refuse.add('updateHistory');
    user.online = true;
    const replaying = createWriteQueue({
      dbName: `writes-test-${databases}`,
      send: server.send,
      currentUserId: () => 7,
      isOnline: () => true,
      onRefused: (write) => refused.push(write.call),
    });
    await replaying.replay();
    expect(refused).toEqual(['updateHistory', 'updateVideoViews']);
    expect(server.received.map((w) => w.id)).toEqual([a.id, c.id]);
    expect(await replaying.waiting(7)).toEqual([]);
  });

  it('says whether a refused write was replayed later or refused while it was submitted', async () => {
    const { server, user } = setUp();
    const refused: [string, boolean][] = [];
    const queue = createWriteQueue({
      dbName: `writes-test-${databases}-later`,
      send: server.send,
      currentUserId: () => 7,
      isOnline: () => user.online,
      onRefused: (write, _error, later) => refused.push([write.call, later]),
    });
    server.state.refuse.add('updateHistory');
    // Online: refused as it is submitted — its caller is told by the promise.
    const now = await queue.submit({ call: 'updateHistory', body: { exercise_id: 1 } });
    expect(now.outcome.kind).toBe('refused');
    // Offline: kept, then refused when replayed — nobody waits for it any more.
    user.online = false;
    await queue.submit({ call: 'updateHistory', body: { exercise_id: 2 } });
    user.online = true;
    await queue.replay();
    expect(refused).toEqual([
      ['updateHistory', false],
      ['updateHistory', true],
    ]);
    await queue.close();
  });

  it('sends a user’s writes only while that user is signed in', async () => {
    const { queue, server, user } = setUp();
    user.online = false;
    const mine = await queue.submit({ call: 'likeDislike', body: { is_like: 1 } });
    user.id = 8;
    const theirs = await queue.submit({ call: 'likeDislike', body: { is_like: 2 } });
    user.online = true;
    await queue.replay();
    expect(server.received.map((w) => w.id)).toEqual([theirs.id]);
    expect((await queue.waiting(7)).map((w) => w.id)).toEqual([mine.id]);
    user.id = null;
    await queue.replay();
    expect(server.received).toHaveLength(1);
    user.id = 7;
    await queue.replay();
    expect(server.received.map((w) => w.id)).toEqual([theirs.id, mine.id]);
  });

  it('runs one replay at a time: two at once send each write once', async () => {
    const { queue, server, user, reopen } = setUp();
    user.online = false;
    for (let i = 0; i < 5; i++) await queue.submit({ call: 'likeDislike', body: { i } });
    user.online = true;
    const otherTab = reopen();
    await Promise.all([queue.replay(), queue.replay(), otherTab.replay()]);
    expect(server.received).toHaveLength(5);
  });
});
