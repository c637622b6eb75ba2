import pg from 'pg';

// A connection of its own that LISTENs on one PostgreSQL channel and hands each payload on; when it drops (a
// restart, a failover), it says so and connects again after `retryMs`, saying so once listening again. Used
// by the seat maps' copies (decision 075), which must stop trusting what they keep whenever they may have
// missed a change.

export interface ChannelHandlers {
  message(payload: string): void;
  /** Listening began (true) or stopped (false). */
  listening(live: boolean): void;
}

export interface ChannelListener {
  close(): Promise<void>;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

export function listenOnChannel(url: string, channel: string, handlers: ChannelHandlers, retryMs = 1_000): ChannelListener {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let closed = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const lost = (client: pg.Client) => {
    if (current !== client) return;
    current = null;
    handlers.listening(false);
    client.end().catch(() => undefined);
    if (!closed) retry = setTimeout(connect, retryMs);
  };

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (note) => {
      if (note.channel === channel && note.payload) handlers.message(note.payload);
    });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      current = client;
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      if (closed) {
        await client.end();
        return;
      }
      handlers.listening(true);
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', task: 'listen', channel, error: (error as Error).name, code: (error as { code?: string }).code }));
      lost(client);
    }
  }

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = null;
      if (client) await client.end().catch(() => undefined);
    },
  };
}
