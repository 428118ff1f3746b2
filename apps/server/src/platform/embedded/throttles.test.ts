import { randomBytes, scryptSync } from 'node:crypto';
import {
  ACCOUNT_CREATIONS_PER_ADDRESS,
  SIGN_IN_FAILURES_PER_ACCOUNT,
  SIGN_IN_FAILURES_PER_ADDRESS,
} from '@lyricist/shared/constants';
import { COPY } from '@lyricist/shared/copy';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { signIn, startLogin, submitAuthorize, testBrowser } from '../../../test/sign-in';
import { buildApp } from '../../app';
import { platformAccounts, throttles } from '../../db/schema/index';
import { DEMO_ACCOUNT } from './catalogue';

let t: TestApp;
beforeAll(async () => {
  // As `npm start` runs it: production, where trustProxy used to be on.
  t = await createTestApp({ NODE_ENV: 'production' });
});
afterAll(() => t.close());

const forged = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i}` });
const alertOf = (html: string) => html.match(/role="(?:alert|status)">([^<]*)</)?.[1];

describe('failed sign-ins', () => {
  it('are limited per address, whatever X-Forwarded-For claims (TRUST_PROXY unset)', async () => {
    const browser = testBrowser(t.app);
    const usertoken = await startLogin(t.app, browser);
    // All but one of this address's failures already spent (each real one costs a full scrypt hash;
    // the per-account test below counts from zero).
    await t.db.insert(throttles).values({
      key: `sign-in-failures-address|${browser.address}`,
      at: new Date(),
      level: SIGN_IN_FAILURES_PER_ADDRESS.burst - 1,
    });
    const attempt = (i: number) =>
      browser.inject({
        method: 'POST',
        url: '/platform/authorize',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...forged(i) },
        payload: new URLSearchParams({
          action: 'signin',
          usertoken,
          origin: Buffer.from('http://127.0.0.1:3000/').toString('base64'),
          email: `guess-${i}@example.test`,
          password: 'wrong-password',
        }).toString(),
      });
    expect((await attempt(1)).statusCode).toBe(401);
    // A new forged address each time changes nothing: the socket's address is the one counted.
    const refused = await attempt(2);
    expect(refused.statusCode).toBe(429);
    expect(alertOf(refused.body)).toMatch(
      /^Too many attempts\. Wait \d+ (seconds?|minutes?) and try again\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(
      SIGN_IN_FAILURES_PER_ADDRESS.refillMs / 1000,
    );
  });

  it('slow an account down from any address, on every instance sharing the database', async () => {
    const other = await buildApp({ config: t.config, database: t.database, logger: false });
    try {
      const email = `target-${randomBytes(4).toString('hex')}@example.test`;
      const statuses: number[] = [];
      const { free } = SIGN_IN_FAILURES_PER_ACCOUNT;
      for (let i = 0; i <= free; i++) {
        const app = i % 2 === 0 ? t.app : other;
        const browser = testBrowser(app);
        const usertoken = await startLogin(app, browser);
        const res = await submitAuthorize(
          app,
          { action: 'signin', usertoken, email, password: `g-${i}` },
          browser,
        );
        statuses.push(res.statusCode);
      }
      // Browsers the account has never seen, each from its own address: a soft delay after ten
      // (known-browser.test.ts shows that the owner's own browser is never held by it).
      expect(statuses).toEqual([...Array(free).fill(401), 429]);
    } finally {
      await other.close();
    }
  }, 240_000);
});

describe('account creation', () => {
  const create = (browser: ReturnType<typeof testBrowser>, usertoken: string, email: string) =>
    submitAuthorize(
      t.app,
      { action: 'create', usertoken, name: 'Someone', email, password: 'a long password' },
      browser,
    );

  it('answers the same whether or not the email exists, and never touches the existing account', async () => {
    const browser = testBrowser(t.app);
    const usertoken = await startLogin(t.app, browser);
    const fresh = `new-${randomBytes(4).toString('hex')}@example.test`;
    const existing = await create(browser, usertoken, DEMO_ACCOUNT.email);
    const created = await create(browser, usertoken, fresh);
    expect(existing.statusCode).toBe(200);
    expect(created.statusCode).toBe(200);
    expect(alertOf(existing.body)).toBe(COPY.platform.accountRequested);
    expect(existing.body.replace(DEMO_ACCOUNT.email, 'EMAIL')).toBe(created.body.replace(fresh, 'EMAIL'));
    expect(existing.headers.location).toBeUndefined();
    // The demo account still has its own password and name.
    expect((await signIn(t.app)).profile.name).toBe(DEMO_ACCOUNT.name);
  });

  it('is throttled per address', async () => {
    const browser = testBrowser(t.app);
    const usertoken = await startLogin(t.app, browser);
    // All but two of this address's creations already spent (room-and-flood.test.ts spends them all).
    await t.db.insert(throttles).values({
      key: `account-creations|${browser.address}`,
      at: new Date(),
      level: ACCOUNT_CREATIONS_PER_ADDRESS.burst - 2,
    });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await create(
        browser,
        usertoken,
        `many-${i}-${randomBytes(4).toString('hex')}@example.test`,
      );
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([200, 200, 429]);
  }, 60_000);

  it('checks the sign-in link before hashing anything: a link from another browser creates nothing', async () => {
    const usertoken = await startLogin(t.app);
    const email = `refused-${randomBytes(4).toString('hex')}@example.test`;
    const res = await create(testBrowser(t.app), usertoken, email);
    expect(res.statusCode).toBe(403);
    expect(await t.db.select().from(platformAccounts).where(eq(platformAccounts.email, email))).toEqual([]);
  });
});

describe('passwords', () => {
  it('rehashes a password stored with older scrypt parameters on sign-in', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('an old password', salt, 64, { N: 16384, r: 8, p: 1 });
    const email = `old-${randomBytes(4).toString('hex')}@example.test`;
    const oldHash = ['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    await t.db.insert(platformAccounts).values({ email, name: 'Old Hash', passwordHash: oldHash });
    expect((await signIn(t.app, email, 'an old password')).profile.name).toBe('Old Hash');
    const [row] = await t.db.select().from(platformAccounts).where(eq(platformAccounts.email, email));
    expect(row?.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect((await signIn(t.app, email, 'an old password')).profile.name).toBe('Old Hash');
  });
});

describe('the platform form', () => {
  it('answers NUL in any field with a 400 page, never a 500', async () => {
    const usertoken = await startLogin(t.app);
    for (const field of ['email', 'password', 'name', 'app_id']) {
      const res = await submitAuthorize(t.app, {
        action: 'create',
        usertoken,
        name: 'N',
        email: 'nul@example.test',
        password: 'a long password',
        [field]: 'a\u0000b',
      });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('text/html');
    }
  });
});
