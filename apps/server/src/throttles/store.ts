import { eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { throttles } from '../db/schema/index';
import { added, givenBack, type Policy, type ThrottleState, waitMs } from './policy';

/** One key of a limit and the policy it counts by. */
export type Claim = { key: string; policy: Policy };

/** A key left alone this long is forgotten: buckets have long refilled, and a day of quiet ends a backoff. */
const KEEP_MS = 24 * 60 * 60_000;

type Entry = Claim & { state: ThrottleState };
type Change<T> = (entries: Entry[]) => { write: { key: string; state: ThrottleState }[]; result: T };

/**
 * Runs `change` on the claims' current states, locked in one transaction so every instance sees
 * each change whole, and writes back what it returns. Keys are locked in sorted order (no deadlock).
 * Times are the app's clock, not the database's, so tests can move them; instances' clocks differ
 * by far less than any limit's period.
 */
async function withStates<T>(db: Database, claims: Claim[], now: number, change: Change<T>): Promise<T> {
  const keys = [...new Set(claims.map((c) => c.key))].sort();
  return db.transaction(async (tx) => {
    await tx
      .insert(throttles)
      .values(keys.map((key) => ({ key, level: 0, at: new Date(now) })))
      .onConflictDoNothing();
    const rows = await tx
      .select()
      .from(throttles)
      .where(inArray(throttles.key, keys))
      .orderBy(throttles.key)
      .for('update');
    const byKey = new Map(rows.map((row) => [row.key, { level: row.level, at: row.at.getTime() }]));
    const { write, result } = change(
      claims.map((claim) => ({ ...claim, state: byKey.get(claim.key) ?? { level: 0, at: now } })),
    );
    for (const { key, state } of write) {
      const values = { level: state.level, at: new Date(state.at) };
      await tx.update(throttles).set(values).where(eq(throttles.key, key));
    }
    return result;
  });
}

/**
 * Takes one call from every claim, all or none: the milliseconds to wait when any of them refuses
 * (the longest), else 0 and every count has the call.
 */
export function takeAll(db: Database, claims: Claim[], now = Date.now()): Promise<number> {
  return withStates(db, claims, now, (entries) => {
    const wait = Math.max(0, ...entries.map((e) => waitMs(e.state, e.policy, now)));
    if (wait > 0) return { write: [], result: wait };
    return { write: entries.map((e) => ({ key: e.key, state: added(e.state, e.policy, now) })), result: 0 };
  });
}

/** Counts one call on every claim whatever their limits say (a failure that was not taken in advance). */
export function addAll(db: Database, claims: Claim[], now = Date.now()): Promise<void> {
  return withStates(db, claims, now, (entries) => ({
    write: entries.map((e) => ({ key: e.key, state: added(e.state, e.policy, now) })),
    result: undefined,
  }));
}

/** Gives back a call taken in advance on every claim. */
export function giveBackAll(db: Database, claims: Claim[], now = Date.now()): Promise<void> {
  return withStates(db, claims, now, (entries) => ({
    write: entries.map((e) => ({ key: e.key, state: givenBack(e.state, e.policy, now) })),
    result: undefined,
  }));
}

/** Forgets these keys altogether. */
export async function clearAll(db: Database, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.delete(throttles).where(inArray(throttles.key, keys));
}

/** Deletes rows of keys left alone for a day. */
export async function purgeStaleThrottles(db: Database): Promise<void> {
  await db.delete(throttles).where(lt(throttles.at, new Date(Date.now() - KEEP_MS)));
}
