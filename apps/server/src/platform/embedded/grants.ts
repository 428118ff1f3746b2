import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { platformGrants } from '../../db/schema/index';
import { hashToken } from '../../lib/tokens';

/** An approved grant is the platform's access for Lyricist: it outlives a 30-day Lyricist session. */
const APPROVED_GRANT_TTL_MS = 31 * 24 * 60 * 60 * 1000;

/**
 * Whether this browser may approve the grant: `open` when it is unapproved, unexpired and was asked
 * for by this very browser (its sign-in cookie); `elsewhere` when another browser asked for it;
 * `closed` when it is unknown, expired or already approved.
 */
export async function grantState(
  db: Database,
  userToken: string,
  bindingHash: string | null,
): Promise<'open' | 'elsewhere' | 'closed'> {
  const [grant] = await db
    .select({ bindingHash: platformGrants.bindingHash })
    .from(platformGrants)
    .where(
      and(
        eq(platformGrants.tokenHash, hashToken(userToken)),
        gt(platformGrants.expiresAt, new Date()),
        isNull(platformGrants.accountId),
      ),
    );
  if (!grant) return 'closed';
  return grant.bindingHash !== null && grant.bindingHash === bindingHash ? 'open' : 'elsewhere';
}

/** Approves an open grant of this browser for an account; false when it is no longer open. */
export async function bindGrant(
  db: Database,
  userToken: string,
  bindingHash: string,
  accountId: string,
): Promise<boolean> {
  const bound = await db
    .update(platformGrants)
    .set({ accountId, expiresAt: new Date(Date.now() + APPROVED_GRANT_TTL_MS) })
    .where(
      and(
        eq(platformGrants.tokenHash, hashToken(userToken)),
        eq(platformGrants.bindingHash, bindingHash),
        gt(platformGrants.expiresAt, new Date()),
        isNull(platformGrants.accountId),
      ),
    )
    .returning({ tokenHash: platformGrants.tokenHash });
  return bound.length === 1;
}

/** Deletes grants past their expiry: unapproved ones after 15 minutes. */
export async function purgeExpiredGrants(db: Database): Promise<void> {
  await db.delete(platformGrants).where(lt(platformGrants.expiresAt, new Date()));
}
