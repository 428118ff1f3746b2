import { APPROACHES } from '@lyricist/shared/constants';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyOr, fuzzEndpoint, jsonRequest, nastyString, noiseQuery, wrongType } from '../../../test/fuzz';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createUser, type SignedIn } from '../../../test/sign-in';

let t: TestApp;
let user: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t.app);
});
afterAll(() => t.close());

describe('random access requests never answer 5xx, and a 4xx changes nothing', () => {
  it('GET /api/users/access-request-status', async () => {
    const counts = await fuzzEndpoint({
      app: t.app,
      db: t.db,
      userId: user.profile.id,
      arbitrary: noiseQuery,
      request: (q) => jsonRequest('GET', `/api/users/access-request-status?${q}`, user.headers, undefined),
    });
    expect(counts.ok).toBeGreaterThan(0);
  });

  it('POST /api/users/request-access', async () => {
    const approach = fc.oneof(fc.constantFrom(...APPROACHES), nastyString, wrongType);
    const counts = await fuzzEndpoint({
      app: t.app,
      db: t.db,
      userId: user.profile.id,
      arbitrary: anyOr(fc.record({ approach })),
      request: (body) => jsonRequest('POST', '/api/users/request-access', user.headers, body),
    });
    expect(counts.ok).toBeGreaterThan(0);
    expect(counts.rejected).toBeGreaterThan(0);
  });
});
