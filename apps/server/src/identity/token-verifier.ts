import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Listen } from '../db/listen';
import { authTokens } from '../db/schema/index';
import { hashToken } from '../lib/tokens';

/** The channel the auth_tokens trigger announces changes on (migration 0001). */
const TOKEN_CHANGES_CHANNEL = 'auth_tokens_changed';
const MAX_ENTRIES = 10_000;
/** A backstop: even with a healthy subscription, an entry is checked against the database again after this. */
const MAX_AGE_MS = 60_000;

export type TokenVerifier = {
  /** The user an authorised, unexpired token belongs to, or null. */
  userFor: (token: string) => Promise<string | null>;
  /** Revokes a token; this instance refuses it at once, every other one as soon as it hears of it. */
  revoke: (token: string) => Promise<void>;
  /** Settles once changes made by other instances are being heard (until then nothing is remembered). */
  ready: Promise<void>;
  close: () => Promise<void>;
};

type Entry = { userId: string; expiresAt: number; checkedAt: number };

/**
 * Checks bearer tokens, remembering authorised ones so a request costs one database round trip
 * instead of two. The memory is safe across instances: every change to an authorised token is
 * announced by a database trigger (NOTIFY), and each instance drops that token on hearing it. While
 * the subscription is down (between `lost` and `ready`) nothing is remembered and every request
 * asks the database, and so does it while the link has not answered its heartbeat lately (a link
 * can die silently, and then hear nothing).
 */
export function createTokenVerifier(db: Database, listen: Listen): TokenVerifier {
  const remembered = new Map<string, Entry>();
  let listening = false;
  // Bumped on every invalidation: a lookup that raced one must not store what it read.
  let generation = 0;
  let heard = () => {};
  const ready = new Promise<void>((resolve) => {
    heard = resolve;
  });
  const forget = (hash?: string) => {
    if (hash === undefined) remembered.clear();
    else remembered.delete(hash);
    generation++;
  };
  const subscription = listen(TOKEN_CHANGES_CHANNEL, {
    message: (hash) => forget(hash),
    ready: () => {
      forget();
      listening = true;
      heard();
    },
    lost: () => {
      listening = false;
      forget();
    },
  });

  const lookup = db
    .select({ userId: authTokens.userId, expiresAt: authTokens.expiresAt })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, sql.placeholder('hash')),
        eq(authTokens.status, 'authorised'),
        gt(authTokens.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('auth_token_lookup');

  return {
    async userFor(token) {
      const hash = hashToken(token);
      const now = Date.now();
      const hit = remembered.get(hash);
      const trusted = listening && subscription.isAlive();
      if (hit && trusted && now < hit.expiresAt && now - hit.checkedAt < MAX_AGE_MS) return hit.userId;
      if (hit) remembered.delete(hash);
      const seen = generation;
      const [row] = await lookup.execute({ hash, now: new Date(now) });
      if (!row?.userId) return null;
      if (trusted && seen === generation) {
        remembered.set(hash, { userId: row.userId, expiresAt: row.expiresAt.getTime(), checkedAt: now });
        if (remembered.size > MAX_ENTRIES) remembered.delete(remembered.keys().next().value as string);
      }
      return row.userId;
    },
    async revoke(token) {
      const hash = hashToken(token);
      await db.update(authTokens).set({ status: 'revoked' }).where(eq(authTokens.tokenHash, hash));
      forget(hash);
    },
    ready,
    close: () => subscription.close(),
  };
}
