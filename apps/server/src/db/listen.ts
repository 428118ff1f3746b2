import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * What a LISTEN subscriber hears. `ready` fires each time the subscription is (re)established;
 * between `lost` and the next `ready` messages may have been missed, so a listener must not rely
 * on them then.
 */
export type ListenHandlers = {
  message: (payload: string) => void;
  ready: () => void;
  lost: () => void;
};
export type Subscription = { close: () => Promise<void> };
export type Listen = (channel: string, handlers: ListenHandlers) => Subscription;

const RECONNECT_MS = 1000;

/** LISTEN on a dedicated PostgreSQL connection, reconnecting after it drops (e.g. a restart). */
export function listenPostgres(url: string): Listen {
  return (channel, handlers) => {
    let closed = false;
    let current: pg.Client | null = null;
    let retry: NodeJS.Timeout | undefined;

    const connect = async () => {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
      let gone = false;
      const drop = () => {
        if (gone) return;
        gone = true;
        if (current === client) {
          current = null;
          handlers.lost();
        }
        client.end().catch(() => {});
        if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
      };
      client.on('error', drop);
      client.on('end', drop);
      client.on('notification', (note) => {
        if (note.channel === channel && note.payload !== undefined) handlers.message(note.payload);
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch {
        drop();
        return;
      }
      if (gone) return;
      if (closed) {
        gone = true;
        await client.end().catch(() => {});
        return;
      }
      current = client;
      handlers.ready();
    };

    void connect();
    return {
      close: async () => {
        closed = true;
        clearTimeout(retry);
        const client = current;
        current = null;
        await client?.end().catch(() => {});
      },
    };
  };
}

/** LISTEN on embedded PGlite: one in-process connection, which never drops. */
export function listenPglite(client: PGlite): Listen {
  return (channel, handlers) => {
    const unlisten = client.listen(channel, handlers.message).then((stop) => {
      handlers.ready();
      return stop;
    });
    return { close: async () => (await unlisten)() };
  };
}
