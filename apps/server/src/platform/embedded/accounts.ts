import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { platformAccounts } from '../../db/schema/index';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from '../../lib/passwords';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The account id for these credentials, or null; the same work is done whether or not the email exists. */
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
  return ok && account ? account.id : null;
}

/** Creates an account; null when the email is taken. */
export async function createAccount(
  db: Database,
  input: { name: string; email: string; password: string },
): Promise<string | null> {
  const [account] = await db
    .insert(platformAccounts)
    .values({
      name: input.name.trim(),
      email: normaliseEmail(input.email),
      passwordHash: await hashPassword(input.password),
    })
    .onConflictDoNothing()
    .returning({ id: platformAccounts.id });
  return account?.id ?? null;
}
