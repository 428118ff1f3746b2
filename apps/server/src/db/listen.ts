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
export type Subscription = {
  close: () => Promise<void>;
  /**
   * True while the link has answered a heartbeat within the last ALIVE_MS. A link can die
   * silently (a dropped route, a frozen peer) and then hear nothing: what was learnt through it
   * must not be trusted from then on, even before the heartbeat gives up on it.
   */
  isAlive: () => boolean;
};
export type Listen = (channel: string, handlers: ListenHandlers) => Subscription;

const RECONNECT_MS = 1000;
const HEARTBEAT_MS = 1000;
/**
 * A heartbeat unanswered for this many beats means the link is dead: dropped within one beat to send
 * it and four to wait, 5 s. Counted in beats, not read off the clock: a beat fired a millisecond
 * early would otherwise find 3,999 ms and wait a whole beat more (5.9 s seen under load).
 */
const DEAD_AFTER_BEATS = 4;
const ALIVE_MS = 2 * HEARTBEAT_MS;

/**
 * LISTEN on a dedicated PostgreSQL connection, reconnecting after it drops (e.g. a restart). A
 * heartbeat (`select 1` every second) notices a link that died without closing.
 */
export function listenPostgres(url: string): Listen {
  return (channel, handlers) => {
    let closed = false;
    let current: pg.Client | null = null;
    let retry: NodeJS.Timeout | undefined;
    let heartbeat: NodeJS.Timeout | undefined;
    let aliveAt = 0;

    const connect = async () => {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
      let gone = false;
      const drop = () => {
        if (gone) return;
        gone = true;
        clearInterval(heartbeat);
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
      aliveAt = Date.now();
      // Beats since the pending `select 1` was sent; null while none is pending.
      let unanswered: number | null = null;
      heartbeat = setInterval(() => {
        if (unanswered !== null) {
          unanswered++;
          if (unanswered >= DEAD_AFTER_BEATS) drop();
          return;
        }
        const sent = Date.now();
        unanswered = 0;
        client.query('select 1').then(() => {
          unanswered = null;
          aliveAt = sent;
        }, drop);
      }, HEARTBEAT_MS);
      heartbeat.unref();
      handlers.ready();
    };

    void connect();
    return {
      close: async () => {
        closed = true;
        clearTimeout(retry);
        clearInterval(heartbeat);
        const client = current;
        current = null;
        await client?.end().catch(() => {});
      },
      isAlive: () => current !== null && Date.now() - aliveAt < ALIVE_MS,
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
    return { close: async () => (await unlisten)(), isAlive: () => true };
  };
}
