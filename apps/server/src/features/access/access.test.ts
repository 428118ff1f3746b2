import { accessStatusSchema } from '@lyricist/shared/access/contracts';
import { APPROACHES } from '@lyricist/shared/constants';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRowsSnapshot } from '../../../test/db-snapshot';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createUser, type SignedIn } from '../../../test/sign-in';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STATUS_URL = '/api/users/access-request-status';
const REQUEST_URL = '/api/users/request-access';

const call = (who: SignedIn, method: InjectOptions['method'], url: string, body?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: who.headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });

describe('GET /api/users/access-request-status', () => {
  it('answers false for both approaches to a user who asked for nothing', async () => {
    const user = await createUser(t.app);
    const res = await call(user, 'GET', STATUS_URL);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ streamOfConsciousness: false, melodyFirst: false });
  });

  it('answers 401 without a token, whatever x-user-id says', async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: STATUS_URL,
      headers: { 'x-user-id': user.profile.id },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/users/request-access', () => {
  it('records each approach and answers the new status', async () => {
    const user = await createUser(t.app);
    const first = await call(user, 'POST', REQUEST_URL, { approach: 'melody_first' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ streamOfConsciousness: false, melodyFirst: true });
    const second = await call(user, 'POST', REQUEST_URL, { approach: 'stream_of_consciousness' });
    expect(second.json()).toEqual({ streamOfConsciousness: true, melodyFirst: true });
    expect((await call(user, 'GET', STATUS_URL)).json()).toEqual({
      streamOfConsciousness: true,
      melodyFirst: true,
    });
  });

  it('is idempotent: asking again changes nothing and answers the same', async () => {
    const user = await createUser(t.app);
    await call(user, 'POST', REQUEST_URL, { approach: 'stream_of_consciousness' });
    const before = await userRowsSnapshot(t.db, user.profile.id);
    const again = await call(user, 'POST', REQUEST_URL, { approach: 'stream_of_consciousness' });
    expect(again.statusCode).toBe(200);
    expect(accessStatusSchema.parse(again.json())).toEqual({
      streamOfConsciousness: true,
      melodyFirst: false,
    });
    expect(await userRowsSnapshot(t.db, user.profile.id)).toBe(before);
  });

  it("does not touch another user's status", async () => {
    const asker = await createUser(t.app);
    const other = await createUser(t.app);
    for (const approach of APPROACHES) await call(asker, 'POST', REQUEST_URL, { approach });
    expect((await call(other, 'GET', STATUS_URL)).json()).toEqual({
      streamOfConsciousness: false,
      melodyFirst: false,
    });
  });

  it.each([
    [{ approach: 'theme_driven' }],
    [{ approach: 'MELODY_FIRST' }],
    [{ approach: 1 }],
    [{}],
    [undefined],
  ])('answers 400 naming approach (or body) for %j and records nothing', async (body) => {
    const user = await createUser(t.app);
    const res = await call(user, 'POST', REQUEST_URL, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'validation_failed', message: expect.any(String), field: body ? 'approach' : 'body' },
    });
    expect((await call(user, 'GET', STATUS_URL)).json()).toEqual({
      streamOfConsciousness: false,
      melodyFirst: false,
    });
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: REQUEST_URL,
      payload: { approach: 'melody_first' },
    });
    expect(res.statusCode).toBe(401);
  });
});
