import { randomBytes } from 'node:crypto';
import {
  KNOWN_BROWSER_MS,
  SIGN_IN_FAILURES_PER_ACCOUNT,
  SIGN_IN_FAILURES_PER_PAIR,
} from '@lyricist/shared/constants';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  browserBehindProxy,
  exchange,
  startLogin,
  submitAuthorize,
  type TestBrowser,
} from '../../../test/sign-in';

// Issue 33: nobody may keep a writer out by failing passwords for their email. The server sits behind
// one proxy (TRUST_PROXY=1), so each browser below says which address it comes from.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => t.close());
// Time moves only when a test moves it, by the waits the server asks for: no sleeping.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const PASSWORD = 'the owner knows this';
const newEmail = () => `owner-${randomBytes(4).toString('hex')}@example.test`;
const waitSeconds = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);
const later = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

/** One whole sign-in in this browser: start, submit the form; the form's answer and the exchange's status. */
async function signIn(browser: TestBrowser, email: string, password = PASSWORD) {
  const usertoken = await startLogin(t.app, browser);
  const form = await submitAuthorize(t.app, { action: 'signin', usertoken, email, password }, browser);
  const exchanged = form.statusCode === 303 ? (await exchange(t.app, usertoken, browser)).statusCode : null;
  return { form, exchanged };
}

async function createAccount(browser: TestBrowser, email: string) {
  const usertoken = await startLogin(t.app, browser);
  const res = await submitAuthorize(
    t.app,
    { action: 'create', usertoken, name: 'Owner', email, password: PASSWORD },
    browser,
  );
  expect(res.statusCode).toBe(200);
}

describe("the owner's known browser", () => {
  it('gets a known-browser cookie on sign-in: HttpOnly, SameSite=Lax, for KNOWN_BROWSER_MS', async () => {
    const browser = browserBehindProxy(t.app, '192.0.2.10');
    const email = newEmail();
    await createAccount(browser, email);
    const { form } = await signIn(browser, email);
    expect(form.statusCode).toBe(303);
    expect(form.headers['set-cookie']).toMatch(
      new RegExp(
        `^lyricist_known_browser=[\\w-]{43}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${KNOWN_BROWSER_MS / 1000}$`,
      ),
    );
  });

  it('is never kept out by wrong passwords for its email from other addresses', async () => {
    const owner = browserBehindProxy(t.app, '192.0.2.20');
    const email = newEmail();
    await createAccount(owner, email);
    expect((await signIn(owner, email)).exchanged).toBe(200);

    // A guesser with a new address for every try, who waits each time as long as it is told to.
    const attacker: number[] = [];
    const ownerSignIns: (number | null)[] = [];
    const strangerSignIns: number[] = [];
    for (let i = 1; i <= 30; i++) {
      const guess = await signIn(browserBehindProxy(t.app, `203.0.113.${i}`), email, `guess ${i}`);
      attacker.push(guess.form.statusCode);
      if (guess.form.statusCode === 429) later(waitSeconds(guess.form));
      if (i % 6 === 0) {
        // With the right password, a browser the account has never seen waits (the soft delay)...
        const stranger = await signIn(browserBehindProxy(t.app, '192.0.2.21'), email);
        strangerSignIns.push(stranger.form.statusCode);
        // ...and the owner's own browser signs in at once.
        ownerSignIns.push((await signIn(owner, email)).exchanged);
      }
    }
    const free = SIGN_IN_FAILURES_PER_ACCOUNT.free;
    expect(attacker.slice(0, free)).toEqual(Array(free).fill(401));
    expect(attacker[free]).toBe(429);
    expect(attacker.filter((status) => status === 401).length).toBeGreaterThan(free);
    expect(strangerSignIns).toEqual([303, 429, 429, 429, 429]);
    expect(ownerSignIns).toEqual([200, 200, 200, 200, 200]);
  }, 240_000);
});

describe('wrong passwords from one address for one account', () => {
  it('slow that (account, address) pair, more with each failure, and not the account elsewhere', async () => {
    const email = newEmail();
    await createAccount(browserBehindProxy(t.app, '192.0.2.30'), email);
    const guesser = '198.51.100.99';
    const fromGuesser = (password = 'a wrong guess') =>
      signIn(browserBehindProxy(t.app, guesser), email, password);
    const { free, delayMs } = SIGN_IN_FAILURES_PER_PAIR;
    for (let i = 0; i < free; i++) expect((await fromGuesser()).form.statusCode).toBe(401);

    // Even the right password waits at that address now...
    const slowed = (await fromGuesser(PASSWORD)).form;
    expect(slowed.statusCode).toBe(429);
    expect(waitSeconds(slowed)).toBe(delayMs / 1000);
    // ...while the owner at another address, in a browser the account has never seen, gets in.
    expect((await signIn(browserBehindProxy(t.app, '192.0.2.31'), email)).exchanged).toBe(200);

    // After the wait one more try goes through; a failure doubles the next wait.
    later(delayMs / 1000);
    expect((await fromGuesser()).form.statusCode).toBe(401);
    const slower = (await fromGuesser()).form;
    expect(slower.statusCode).toBe(429);
    expect(waitSeconds(slower)).toBe((2 * delayMs) / 1000);

    // The right password after the wait gets in, and clears the pair's failures.
    later((2 * delayMs) / 1000);
    expect((await fromGuesser(PASSWORD)).exchanged).toBe(200);
    expect((await fromGuesser()).form.statusCode).toBe(401);
  }, 120_000);
});
