import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { platformAccounts } from '../../db/schema/index';
import { DUMMY_PASSWORD_HASH, hashPassword, needsRehash, verifyPassword } from '../../lib/passwords';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * The account id for these credentials, or null; the same work is done whether or not the email
 * exists. A hash made with older parameters is replaced by a new one while the password is at hand.
 */
export async function verifyCredentials(
  db: Database,
  email: string,
  password: string,
): Promise<string | null> {
  const [account] = await db
    .select({ id: platformAccounts.id, passwordHash: platformAccounts.passwordHash })
    .from(platformAccounts)
    .where(eq(platformAccounts.email, normaliseEmail(email)));
  const ok = await verifyPassword(password, account?.passwordHash ?? (await DUMMY_PASSWORD_HASH));
  if (!ok || !account) return null;
  if (needsRehash(account.passwordHash)) {
    await db
      .update(platformAccounts)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(platformAccounts.id, account.id));
  }
  return account.id;
}

/**
 * Creates an account unless the email is taken. Either way the password is hashed, so neither the
 * answer nor its timing tells whether the email already had an account.
 */
export async function createAccount(
  db: Database,
  input: { name: string; email: string; password: string },
): Promise<void> {
  await db
    .insert(platformAccounts)
    .values({
      name: input.name.trim(),
      email: normaliseEmail(input.email),
      passwordHash: await hashPassword(input.password),
    })
    .onConflictDoNothing();
}
