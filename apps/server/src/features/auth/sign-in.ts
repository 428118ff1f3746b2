import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authTokens, users } from '../../db/schema/index';
import { unauthorized } from '../../errors/app-error';
import { hashToken } from '../../lib/tokens';
import type { IssuedToken, MusicPlatform } from '../../platform/types';

const PENDING_TTL_MS = 15 * 60 * 1000;
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;

/** Asks the platform for a token and records it as pending. */
export async function issueLoginToken(db: Database, platform: MusicPlatform): Promise<IssuedToken> {
  const issued = await platform.issueToken();
  await db
    .insert(authTokens)
    .values({
      tokenHash: hashToken(issued.userToken),
      status: 'pending',
      expiresAt: new Date(Date.now() + PENDING_TTL_MS),
    })
    .onConflictDoNothing();
  return issued;
}

/**
 * Finishes sign-in for a token the platform has authorised: stores the profile and marks the token
 * authorised. Unknown, expired, revoked or never-authorised tokens get 401.
 */
export async function completeSignIn(db: Database, platform: MusicPlatform, token: string): Promise<UserRow> {
  const tokenHash = hashToken(token);
  const [row] = await db.select().from(authTokens).where(eq(authTokens.tokenHash, tokenHash));
  if (!row || row.status === 'revoked' || row.expiresAt.getTime() <= Date.now()) {
    throw unauthorized('This sign-in is no longer valid. Please sign in again.');
  }
  const profile = await platform.profileFor(token);
  if (!profile) throw unauthorized('Sign-in was not completed on the music platform.');
  const fields = {
    name: profile.name,
    email: profile.email,
    profileImage: profile.profileImage,
    country: profile.country,
    countryCode: profile.countryCode,
    city: profile.city,
    updatedAt: new Date(),
  };
  const [user] = await db
    .insert(users)
    .values({ platformUserId: profile.platformUserId, ...fields })
    .onConflictDoUpdate({ target: users.platformUserId, set: fields })
    .returning();
  if (!user) throw unauthorized();
  if (row.status === 'pending') {
    await db
      .update(authTokens)
      .set({ status: 'authorised', userId: user.id, expiresAt: new Date(Date.now() + SESSION_TTL_MS) })
      .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.status, 'pending')));
  } else if (row.userId !== user.id) {
    throw unauthorized();
  }
  return user;
}
