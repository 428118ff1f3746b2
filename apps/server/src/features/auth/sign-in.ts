import { SIGN_IN_ELSEWHERE } from '@lyricist/shared/auth/contracts';
import { and, eq, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authTokens, users } from '../../db/schema/index';
import { AppError, unauthorized } from '../../errors/app-error';
import { hashToken, newToken, openWithToken, sealWithToken } from '../../lib/tokens';
import type { IssuedToken, MusicPlatform, PlatformProfile } from '../../platform/types';

export const PENDING_TTL_MS = 15 * 60 * 1000;
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;
export type SignInResult = { user: UserRow; sessionToken?: string };

/** Asks the platform for a token and records it as pending, bound to the browser that asked. */
export async function issueLoginToken(
  db: Database,
  platform: MusicPlatform,
  bindingHash: string,
): Promise<IssuedToken> {
  const issued = await platform.issueToken({ bindingHash });
  await db
    .insert(authTokens)
    .values({
      tokenHash: hashToken(issued.userToken),
      status: 'pending',
      bindingHash,
      expiresAt: new Date(Date.now() + PENDING_TTL_MS),
    })
    .onConflictDoNothing();
  return issued;
}

async function storeUser(db: Database, profile: PlatformProfile): Promise<UserRow> {
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
  return user;
}

/**
 * GET /api/auth/user. A pending token is exchanged once, and only in the browser that started the
 * sign-in (its binding cookie), for a NEW session token: the token that travelled in URLs never
 * becomes the credential. A session token answers its profile, refreshed from the platform.
 * Unknown, expired, revoked, spent or never-authorised tokens get 401.
 */
export async function signInWith(
  db: Database,
  platform: MusicPlatform,
  token: string,
  bindingHash: string | null,
): Promise<SignInResult> {
  const tokenHash = hashToken(token);
  const [row] = await db.select().from(authTokens).where(eq(authTokens.tokenHash, tokenHash));
  if (!row || row.status === 'revoked' || row.expiresAt.getTime() <= Date.now()) {
    throw unauthorized('This sign-in is no longer valid. Please sign in again.');
  }
  if (row.status === 'authorised') {
    const platformToken = platformTokenOf(token, row.platformTokenSealed);
    const profile = platformToken ? await platform.profileFor(platformToken) : null;
    const user = profile ? await storeUser(db, profile) : null;
    if (!user || user.id !== row.userId)
      throw unauthorized('Your sign-in has expired. Please sign in again.');
    return { user };
  }
  if (!bindingHash || bindingHash !== row.bindingHash) {
    throw new AppError(SIGN_IN_ELSEWHERE, 'This sign-in was started in another browser.');
  }
  const profile = await platform.profileFor(token);
  if (!profile) throw unauthorized('Sign-in was not completed on the music platform.');
  const user = await storeUser(db, profile);
  const sessionToken = newToken();
  await db.transaction(async (tx) => {
    // Single use: of two exchanges of one token, only the one that deletes the pending row goes on.
    const spent = await tx
      .delete(authTokens)
      .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.status, 'pending')))
      .returning({ tokenHash: authTokens.tokenHash });
    if (spent.length !== 1) throw unauthorized('This sign-in is no longer valid. Please sign in again.');
    await tx.insert(authTokens).values({
      tokenHash: hashToken(sessionToken),
      status: 'authorised',
      userId: user.id,
      platformTokenSealed: sealWithToken(sessionToken, token),
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    });
  });
  return { user, sessionToken };
}

/**
 * Sessions started before migration 0003 have nothing sealed: their token was the platform's token
 * itself, so they keep working until they expire instead of signing every writer out at once.
 */
function platformTokenOf(sessionToken: string, sealed: string | null): string | null {
  return sealed === null ? sessionToken : openWithToken(sessionToken, sealed);
}

/** The platform's own token behind a session token, for calls the platform answers per account. */
export async function platformTokenFor(db: Database, sessionToken: string): Promise<string> {
  const [row] = await db
    .select({ sealed: authTokens.platformTokenSealed })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, hashToken(sessionToken)), eq(authTokens.status, 'authorised')));
  const platformToken = row ? platformTokenOf(sessionToken, row.sealed) : null;
  if (!platformToken) throw unauthorized('Your sign-in has expired. Please sign in again.');
  return platformToken;
}

/** Deletes tokens past their expiry (pending ones after 15 minutes) and revoked ones. */
export async function purgeStaleTokens(db: Database): Promise<void> {
  await db
    .delete(authTokens)
    .where(or(lt(authTokens.expiresAt, new Date()), eq(authTokens.status, 'revoked')));
}
