import { createConnection, createServer, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { announceSessionChange, listenForSessionChanges } from '../core/session-changes.ts';
import { SessionCache } from '../core/session-cache.ts';
import { createTestDatabase } from '../test/database.ts';
import { listenForNotifications } from './listener.ts';

/**
 * The session cache's listener across a dropped connection: it keeps nothing while it cannot
 * hear, listens again by itself and starts empty. The connection runs through a proxy this
 * test can cut.
 */
const handle = await createTestDatabase();
const connectionString = handle.connection.connectionString!;
const target = {
  host: new URL(connectionString).hostname,
  port: Number(new URL(connectionString).port || 5432),
};
const open = new Set<Socket>();
const proxy = createServer((client) => {
  const server = createConnection(target);
  for (const socket of [client, server]) {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => {});
  }
  client.pipe(server).pipe(client);
});
await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
const proxyPort = (proxy.address() as { port: number }).port;
const throughProxy = (() => {
  const url = new URL(connectionString);
  url.hostname = '127.0.0.1';
  url.port = String(proxyPort);
  return { connectionString: url.toString() };
})();

afterAll(async () => {
  for (const socket of open) socket.destroy();
  proxy.close();
  await handle.close();
});

async function until(check: () => boolean) {
  const started = performance.now();
  while (!check()) {
    if (performance.now() - started > 10_000) throw new Error('condition not met in 10 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

type Row = { user: { id: number } };
const row: Row = { user: { id: 1 } };

describe('the session changes listener', () => {
  it('evicts on NOTIFY, keeps nothing while cut off, and listens again empty', async () => {
    const cache = new SessionCache<Row>();
    const stored = () => {
      cache.store('a', row, cache.begin());
      return cache.get('a') !== undefined;
    };
    const events: string[] = [];
    const listening = await listenForSessionChanges(cache, (channel, handlers) =>
      listenForNotifications(throughProxy, channel, {
        ...handlers,
        onLost() {
          handlers.onLost();
          events.push(`lost, keeps rows: ${stored()}`);
        },
        onListening() {
          handlers.onListening();
          events.push('listening');
        },
      }),
    );
    try {
      expect(stored()).toBe(true);
      await announceSessionChange(handle.db, 1);
      await until(() => cache.get('a') === undefined);

      expect(stored()).toBe(true);
      for (const socket of open) socket.destroy();
      // It connects again by itself, and then keeps rows again.
      await until(() => events.length === 3);
      expect(events).toEqual(['listening', 'lost, keeps rows: false', 'listening']);
      expect(cache.get('a')).toBeUndefined();
      expect(stored()).toBe(true);
      await announceSessionChange(handle.db, 1);
      await until(() => cache.get('a') === undefined);
    } finally {
      await listening.close();
    }
  });
});
