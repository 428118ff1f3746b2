import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUser } from '../../test/sign-in';
import { authTokens, users } from '../db/schema/index';
import { createTokenVerifier, type TokenVerifier } from './token-verifier';

let t: TestApp;
/** A second instance's verifier on the same database, as when two servers share one PostgreSQL. */
let other: TokenVerifier;
beforeAll(async () => {
  t = await createTestApp();
  other = createTokenVerifier(t.db, t.database.listen);
  await other.ready;
});
afterAll(async () => {
  await other.close();
  await t.close();
});

/** Signs a user in here and has the other instance check (and remember) the token twice. */
async function rememberedElsewhere() {
  const user = await createUser(t.app);
  expect(await other.userFor(user.token)).toBe(user.profile.id);
  expect(await other.userFor(user.token)).toBe(user.profile.id);
  return user;
}

const refusedElsewhere = (token: string) =>
  expect.poll(() => other.userFor(token), { timeout: 3000, interval: 20 }).toBeNull();

describe('the token verifier across instances', () => {
  it('refuses a token signed out on another instance', async () => {
    const user = await rememberedElsewhere();
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers });
    expect(out.statusCode).toBe(200);
    await refusedElsewhere(user.token);
  });

  it('refuses a token whose expiry is moved into the past in the database', async () => {
    const user = await rememberedElsewhere();
    await t.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, user.profile.id));
    await refusedElsewhere(user.token);
  });

  it('refuses the token of a deleted user', async () => {
    const user = await rememberedElsewhere();
    await t.db.delete(users).where(eq(users.id, user.profile.id));
    await refusedElsewhere(user.token);
  });

  it('refuses a token on the instance that signed it out at once', async () => {
    const user = await createUser(t.app);
    const url = `/api/sessions`;
    expect((await t.app.inject({ method: 'GET', url, headers: user.headers })).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers });
    expect((await t.app.inject({ method: 'GET', url, headers: user.headers })).statusCode).toBe(401);
  });

  it('never answers for a token it has not seen authorised', async () => {
    expect(await other.userFor('not-a-token')).toBeNull();
  });
});
