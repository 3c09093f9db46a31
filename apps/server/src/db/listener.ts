import pg from 'pg';

export interface NotificationHandlers {
  /** A NOTIFY on the channel, delivered once its transaction committed. */
  onNotification(payload: string): void;
  /**
   * The connection listens (again): notifications sent while it did not were missed, so whatever
   * they would have corrected must be thrown away now.
   */
  onListening(): void;
  /** The connection dropped: until onListening, nothing is heard. */
  onLost(): void;
}

export interface Listening {
  close(): Promise<void>;
}

export type Listen = (channel: string, handlers: NotificationHandlers) => Promise<Listening>;

const RETRY_FIRST_MS = 50;
const RETRY_MAX_MS = 2_000;

/**
 * LISTENs on `channel` over a connection of its own (a pooled one would be handed to queries),
 * and connects again, backing off, whenever that connection is lost. Resolves after the first
 * attempt, listening or not.
 */
export async function listenForNotifications(
  connection: pg.ClientConfig,
  channel: string,
  handlers: NotificationHandlers,
): Promise<Listening> {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = RETRY_FIRST_MS;

  const lost = (failed: pg.Client) => {
    if (client !== failed) return;
    client = null;
    void failed.end().catch(() => {});
    handlers.onLost();
    if (closed) return;
    retry = setTimeout(() => void connect(), delay);
    delay = Math.min(delay * 2, RETRY_MAX_MS);
  };

  const connect = async () => {
    const next = new pg.Client(connection);
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotification(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    } catch {
      lost(next);
      return;
    }
    if (closed || client !== next) return;
    delay = RETRY_FIRST_MS;
    handlers.onListening();
  };

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end().catch(() => {});
    },
  };
}
