import { KNOWN_BROWSER_MS } from '@lyricist/shared/constants';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { platformAccounts, platformKnownBrowsers } from '../../db/schema/index';
import { type BrowserBinding, browserBinding } from '../../identity/browser-binding';
import { normaliseEmail } from './accounts';

/**
 * The known-browser cookie: a random secret of its own, HttpOnly and SameSite=Lax like the sign-in
 * binding's, set (or kept) when a sign-in succeeds and kept for KNOWN_BROWSER_MS.
 */
export const knownBrowserCookie = (publicUrl: string): BrowserBinding =>
  browserBinding(publicUrl, KNOWN_BROWSER_MS, 'lyricist_known_browser');

/**
 * Whether this browser (the hash of its known-browser cookie) has signed in to the account with this
 * email within KNOWN_BROWSER_MS. OWASP's device cookie: such a browser is spared the account's delay.
 */
export async function isKnownBrowser(
  db: Database,
  email: string,
  browserHash: string | null,
): Promise<boolean> {
  if (!browserHash) return false;
  const [row] = await db
    .select({ accountId: platformKnownBrowsers.accountId })
    .from(platformKnownBrowsers)
    .innerJoin(platformAccounts, eq(platformAccounts.id, platformKnownBrowsers.accountId))
    .where(
      and(
        eq(platformAccounts.email, normaliseEmail(email)),
        eq(platformKnownBrowsers.browserHash, browserHash),
        gt(platformKnownBrowsers.signedInAt, new Date(Date.now() - KNOWN_BROWSER_MS)),
      ),
    );
  return row !== undefined;
}

/** Remembers (or refreshes) that this browser signed in to this account. */
export async function rememberBrowser(db: Database, accountId: string, browserHash: string): Promise<void> {
  const signedInAt = new Date();
  await db
    .insert(platformKnownBrowsers)
    .values({ accountId, browserHash, signedInAt })
    .onConflictDoUpdate({
      target: [platformKnownBrowsers.accountId, platformKnownBrowsers.browserHash],
      set: { signedInAt },
    });
}

/** Forgets browsers that have not signed in for KNOWN_BROWSER_MS (their cookie has expired too). */
export async function purgeForgottenBrowsers(db: Database): Promise<void> {
  await db
    .delete(platformKnownBrowsers)
    .where(lt(platformKnownBrowsers.signedInAt, new Date(Date.now() - KNOWN_BROWSER_MS)));
}
