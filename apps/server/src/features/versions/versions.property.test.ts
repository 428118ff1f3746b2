import { MAX_VERSION_NAME_CHARS } from '@lyricist/shared/constants';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSessionBody } from '../../../test/factories';
import { anyOr, fuzzEndpoint, jsonRequest, optional, pathSegment, textField } from '../../../test/fuzz';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createUser, type SignedIn } from '../../../test/sign-in';

// The session properties (sessions.property.test.ts) extended to the version routes.
let t: TestApp;
let user: SignedIn;
let ownSession: string;
let ownVersions: string[];
let strangerSession: string;
let strangerVersion: string;

beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t.app);
  const stranger = await createUser(t.app);
  const post = async (who: SignedIn, url: string, body: object) =>
    (await t.app.inject(jsonRequest('POST', url, who.headers, body))).json();
  ownSession = (await post(user, '/api/sessions', buildSessionBody())).sessionId;
  strangerSession = (await post(stranger, '/api/sessions', buildSessionBody())).sessionId;
  ownVersions = [
    (await post(user, `/api/sessions/${ownSession}/versions`, { name: 'one' })).versionId,
    (await post(user, `/api/sessions/${ownSession}/versions`, {})).versionId,
  ];
  strangerVersion = (await post(stranger, `/api/sessions/${strangerSession}/versions`, {})).versionId;
});
afterAll(() => t.close());

/** Mostly the user's own ids, sometimes the stranger's, unknown or malformed ones (built after beforeAll). */
const idOf = (own: string[], theirs: string) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...own), weight: 4 },
    { arbitrary: fc.constant(theirs), weight: 1 },
    { arbitrary: fc.uuid(), weight: 1 },
    { arbitrary: pathSegment, weight: 2 },
  );
const sessionId = () => idOf([ownSession], strangerSession);
const versionId = () => idOf(ownVersions, strangerVersion);

const fuzz = <T>(arbitrary: fc.Arbitrary<T>, request: (value: T) => Parameters<typeof jsonRequest>) =>
  fuzzEndpoint({
    app: t.app,
    db: t.db,
    userId: user.profile.id,
    arbitrary,
    request: (v) => jsonRequest(...request(v)),
    runs: 200,
  });

const createBody = anyOr(fc.record({ name: optional(textField(MAX_VERSION_NAME_CHARS)) }));

describe('random version requests never answer 5xx, and a 4xx changes nothing', () => {
  it('GET /api/sessions/{id}/versions', async () => {
    const counts = await fuzz(sessionId(), (id) => [
      'GET',
      `/api/sessions/${id}/versions`,
      user.headers,
      undefined,
    ]);
    expect(counts.ok).toBeGreaterThan(0);
    expect(counts.rejected).toBeGreaterThan(0);
  });

  it('POST /api/sessions/{id}/versions', async () => {
    const counts = await fuzz(fc.tuple(sessionId(), createBody), ([id, body]) => [
      'POST',
      `/api/sessions/${id}/versions`,
      user.headers,
      body,
    ]);
    expect(counts.ok).toBeGreaterThan(0);
    expect(counts.rejected).toBeGreaterThan(0);
  });

  it.each(['', '/diff', '/restore'])(
    'GET or POST /api/sessions/{id}/versions/{versionId}%s',
    async (tail) => {
      const method = tail === '/restore' ? 'POST' : 'GET';
      const counts = await fuzz(fc.tuple(sessionId(), versionId()), ([id, version]) => [
        method,
        `/api/sessions/${id}/versions/${version}${tail}`,
        user.headers,
        undefined,
      ]);
      expect(counts.ok).toBeGreaterThan(0);
      expect(counts.rejected).toBeGreaterThan(0);
    },
  );
});
