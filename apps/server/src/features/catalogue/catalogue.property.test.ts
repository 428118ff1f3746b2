import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzEndpoint, jsonRequest, nastyString, pathSegment, textField } from '../../../test/fuzz';
import { createTestApp, type TestApp } from '../../../test/harness';
import { newLimitWindows } from '../../../test/limit-windows';
import { createUser, type SignedIn } from '../../../test/sign-in';
import { SEED_ARTISTS } from '../../platform/embedded/catalogue';

let t: TestApp;
let user: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t.app);
});
afterAll(() => t.close());

/** A search query string: q and limit of any sort, sometimes left out or repeated. */
const searchQuery = fc
  .record(
    {
      q: fc.oneof(
        fc.constantFrom('a', 'marlow', 'Summer'),
        textField(200).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
      ),
      limit: fc.oneof(fc.integer({ min: -5, max: 500 }).map(String), nastyString, fc.constant('')),
      extra: nastyString,
    },
    { requiredKeys: [] },
  )
  .map((params) => new URLSearchParams(params).toString());

const artistId = fc.oneof(fc.constantFrom(...SEED_ARTISTS.map((a) => a.id)), pathSegment);
const trackId = fc.oneof(
  fc.constantFrom('24100301000', '24100302101'),
  fc.integer().map(String),
  pathSegment,
);

const fuzz = (arbitrary: fc.Arbitrary<string>, path: (value: string) => string) =>
  fuzzEndpoint({
    app: t.app,
    db: t.db,
    userId: user.profile.id,
    arbitrary,
    // One writer searches far faster than the search limit allows: each call starts a new window.
    beforeEach: () => newLimitWindows(t.db),
    request: (value) => jsonRequest('GET', path(value), user.headers, undefined),
  });

describe('random look-ups never answer 5xx', () => {
  it.each([
    ['/api/artists/search', searchQuery, (q: string) => `/api/artists/search?${q}`],
    ['/api/tracks/search', searchQuery, (q: string) => `/api/tracks/search?${q}`],
    ['/api/artists/{id}', artistId, (id: string) => `/api/artists/${id}`],
    ['/api/tracks/{id}', trackId, (id: string) => `/api/tracks/${id}`],
  ] as const)('GET %s', async (_name, arbitrary, path) => {
    const counts = await fuzz(arbitrary, path);
    expect(counts.ok).toBeGreaterThan(0);
    expect(counts.rejected).toBeGreaterThan(0);
  });
});
