import pg from 'pg';

/** What a LISTEN subscriber hears: messages, and whether it can hear them at all. */
export interface ListenHandlers {
  onMessage(payload: string): void;
  /** Listening (again): messages sent while deaf were missed. */
  onReady(): void;
  /** The connection is gone: messages may be missed until onReady. */
  onLost(): void;
}

export type StopListening = () => Promise<void>;

const RETRY_MS = 1000;

/**
 * LISTEN on a dedicated connection (a pool connection would be handed to other queries),
 * reconnecting after a drop. `channel` is a fixed identifier of ours, never user input.
 */
export async function listenOnPg(
  connectionString: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<StopListening> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  function lost(from: pg.Client): void {
    if (client !== from) return;
    client = null;
    handlers.onLost();
    from.end().catch(() => {});
    if (!stopped) retry = setTimeout(() => void connect(), RETRY_MS);
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
      if (stopped) {
        await next.end();
        return;
      }
      handlers.onReady();
    } catch {
      lost(next);
    }
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}
