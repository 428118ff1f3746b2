import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anyOr,
  fuzzEndpoint,
  jsonRequest,
  nastyString,
  noiseQuery,
  pathSegment,
  textField,
  wrongType,
} from '../../../test/fuzz';
import { createTestApp, type TestApp } from '../../../test/harness';
import { newLimitWindows } from '../../../test/limit-windows';
import { createUser, type SignedIn } from '../../../test/sign-in';

// The session properties (sessions.property.test.ts) extended to the writer's toolbox.
let t: TestApp;
let user: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t.app);
});
afterAll(() => t.close());

const realWord = fc.constantFrom('fire', 'Love', "lovin'", 'tomorrow', 'rock-and-roll', 'zorblax');
/** Mostly real words (some in capitals or with an apostrophe), else anything a path can carry. */
const word = fc.oneof({ arbitrary: realWord, weight: 3 }, { arbitrary: pathSegment, weight: 2 });
const syllables = fc.oneof(
  { arbitrary: fc.integer({ min: -2, max: 14 }), weight: 4 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: wrongType, weight: 1 },
);

const fuzz = <T>(arbitrary: fc.Arbitrary<T>, request: (value: T) => Parameters<typeof jsonRequest>) =>
  fuzzEndpoint({
    app: t.app,
    db: t.db,
    userId: user.profile.id,
    arbitrary,
    request: (v) => jsonRequest(...request(v)),
    // The words limit is generous, not endless: each run starts its windows afresh.
    beforeEach: () => newLimitWindows(t.db),
    runs: 150,
  });

describe('random toolbox requests never answer 5xx, and a 4xx changes nothing', () => {
  it('GET /api/words/{word}', async () => {
    const counts = await fuzz(fc.tuple(word, noiseQuery), ([w, query]) => [
      'GET',
      `/api/words/${w}?${query}`,
      user.headers,
      undefined,
    ]);
    expect(counts.ok).toBeGreaterThan(0);
    expect(counts.rejected).toBeGreaterThan(0);
  });

  it('GET /api/words?rhymesWith=&means=', async () => {
    const value = fc.option(fc.oneof(realWord, nastyString), { nil: undefined });
    const counts = await fuzz(fc.tuple(value, value), ([rhymesWith, means]) => {
      const query = new URLSearchParams();
      if (rhymesWith !== undefined) query.set('rhymesWith', rhymesWith);
      if (means !== undefined) query.set('means', means);
      return ['GET', `/api/words?${query}`, user.headers, undefined];
    });
    expect(counts.ok).toBeGreaterThan(0);
    expect(counts.rejected).toBeGreaterThan(0);
  });

  it('POST /api/words/meter', async () => {
    const counts = await fuzz(anyOr(fc.record({ lyrics: textField(50_000) })), (body) => [
      'POST',
      '/api/words/meter',
      user.headers,
      body,
    ]);
    expect(counts.ok).toBeGreaterThan(0);
    expect(counts.rejected).toBeGreaterThan(0);
  });

  it('PUT and DELETE /api/pronunciations/{word}', async () => {
    const counts = await fuzz(
      fc.tuple(fc.constantFrom('PUT', 'DELETE'), word, anyOr(fc.record({ syllables }))),
      ([method, w, body]) => [
        method,
        `/api/pronunciations/${w}`,
        user.headers,
        method === 'PUT' ? body : undefined,
      ],
    );
    expect(counts.ok).toBeGreaterThan(0);
    expect(counts.rejected).toBeGreaterThan(0);
  });
});
