import {
  LIBRARY_PAGE_SIZE,
  MAX_CHAT_MESSAGE_CHARS,
  MAX_CHAT_MESSAGES,
  MAX_ID_CHARS,
  MAX_LIBRARY_SEARCH_CHARS,
  MAX_LYRICS_CHARS,
  MAX_STYLE_CHARS,
  MAX_TITLE_CHARS,
} from '@lyricist/shared/constants';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSessionBody } from '../../../test/factories';
import {
  anyOr,
  atLimit,
  fuzzEndpoint,
  jsonRequest,
  listField,
  nastyString,
  noiseQuery,
  optional,
  pathSegment,
  textField,
  wrongType,
} from '../../../test/fuzz';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createUser, type SignedIn } from '../../../test/sign-in';

// One app and one database for the whole file keeps 3,000 requests fast.
let t: TestApp;
let user: SignedIn;
let stranger: SignedIn;
let ownIds: string[];
let strangerId: string;
let realCursor: string;

beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t.app);
  stranger = await createUser(t.app);
  const create = async (who: SignedIn) =>
    (await t.app.inject(jsonRequest('POST', '/api/sessions', who.headers, buildSessionBody()))).json()
      .sessionId;
  ownIds = [await create(user), await create(user), await create(user)];
  strangerId = await create(stranger);
  // A second page, so there is a real cursor to fuzz around.
  await Promise.all(Array.from({ length: LIBRARY_PAGE_SIZE }, () => create(user)));
  const first = await t.app.inject(jsonRequest('GET', '/api/sessions', user.headers, undefined));
  realCursor = first.json().nextCursor;
});
afterAll(() => t.close());

const chatMessage = fc.record({
  id: textField(MAX_ID_CHARS),
  role: fc.oneof(fc.constantFrom('user', 'assistant'), nastyString, wrongType),
  content: textField(MAX_CHAT_MESSAGE_CHARS),
  timestamp: textField(40),
  suggestions: optional(listField(textField(500), 10)),
});

const sessionFields = {
  songTitle: optional(textField(MAX_TITLE_CHARS)),
  lyrics: optional(textField(MAX_LYRICS_CHARS)),
  style: optional(textField(MAX_STYLE_CHARS)),
};
const createBody = anyOr(
  fc.record({ ...sessionFields, messagesJson: optional(listField(chatMessage, MAX_CHAT_MESSAGES)) }),
);
const updateBody = anyOr(fc.record(sessionFields));
const lyricsBody = anyOr(fc.record({ lyrics: textField(MAX_LYRICS_CHARS) }));

/** Search text: ordinary, LIKE and SQL syntax, NUL and lone surrogates, at and over its limit. */
const listQueryText = fc.oneof(fc.string({ maxLength: 20 }), nastyString, atLimit(MAX_LIBRARY_SEARCH_CHARS));

/** A real cursor from the user's library, or a near miss: forged pairs, bad dates and ids, noise. */
const cursorText = () => {
  const forged = fc
    .tuple(
      fc.oneof(
        fc.date({ noInvalidDate: true }).map((d) => `${d.toISOString().slice(0, 23)}123Z`),
        nastyString,
      ),
      fc.oneof(fc.uuid(), nastyString),
    )
    .map((pair) => Buffer.from(JSON.stringify(pair)).toString('base64url'));
  return fc.oneof(fc.constant(realCursor), forged, nastyString, fc.base64String({ maxLength: 80 }));
};

/** Mostly the user's own sessions, sometimes someone else's, unknown or malformed ids. */
const sessionId = () =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...ownIds), weight: 4 },
    { arbitrary: fc.constant(strangerId), weight: 1 },
    { arbitrary: fc.uuid(), weight: 1 },
    { arbitrary: pathSegment, weight: 2 },
  );

const fuzz = <T>(arbitrary: fc.Arbitrary<T>, request: (value: T) => Parameters<typeof jsonRequest>) =>
  fuzzEndpoint({
    app: t.app,
    db: t.db,
    userId: user.profile.id,
    arbitrary,
    request: (v) => jsonRequest(...request(v)),
  });

describe('random requests never answer 5xx, and a 4xx changes nothing', () => {
  it('GET /api/sessions', async () => {
    const counts = await fuzz(noiseQuery, (q) => ['GET', `/api/sessions?${q}`, user.headers, undefined]);
    expect(counts.ok).toBeGreaterThan(0);
  });

  it('GET /api/sessions?q=&cursor=', async () => {
    const query = fc.record({
      q: optional(listQueryText),
      cursor: optional(cursorText()),
      noise: noiseQuery,
    });
    const counts = await fuzz(query, ({ q, cursor, noise }) => {
      const params = new URLSearchParams(noise);
      if (q !== undefined) params.set('q', q);
      if (cursor !== undefined) params.set('cursor', cursor);
      return ['GET', `/api/sessions?${params}`, user.headers, undefined];
    });
    expect(counts.ok).toBeGreaterThan(0);
    expect(counts.rejected).toBeGreaterThan(0);
  });

  it('POST /api/sessions', async () => {
    const counts = await fuzzEndpoint({
      app: t.app,
      db: t.db,
      userId: user.profile.id,
      arbitrary: createBody,
      request: (body) => jsonRequest('POST', '/api/sessions', user.headers, body),
      // Drop what was created so the next snapshot stays small.
      afterOk: async (res) => {
        await t.app.inject({
          method: 'DELETE',
          url: `/api/sessions/${res.json().sessionId}`,
          headers: user.headers,
        });
      },
    });
    expect(counts.ok).toBeGreaterThan(0);
    expect(counts.rejected).toBeGreaterThan(0);
  });

  it('GET /api/sessions/{id}', async () => {
    const counts = await fuzz(sessionId(), (id) => ['GET', `/api/sessions/${id}`, user.headers, undefined]);
    expect(counts.ok).toBeGreaterThan(0);
    expect(counts.rejected).toBeGreaterThan(0);
  });

  it('PUT /api/sessions/{id}', async () => {
    const counts = await fuzz(fc.tuple(sessionId(), updateBody), ([id, body]) => [
      'PUT',
      `/api/sessions/${id}`,
      user.headers,
      body,
    ]);
    expect(counts.ok).toBeGreaterThan(0);
    expect(counts.rejected).toBeGreaterThan(0);
  });

  it('PUT /api/sessions/{id}/lyrics', async () => {
    const counts = await fuzz(fc.tuple(sessionId(), lyricsBody), ([id, body]) => [
      'PUT',
      `/api/sessions/${id}/lyrics`,
      user.headers,
      body,
    ]);
    expect(counts.ok).toBeGreaterThan(0);
    expect(counts.rejected).toBeGreaterThan(0);
  });

  it('DELETE /api/sessions/{id}', async () => {
    // Runs last: it deletes the user's sessions as it goes.
    const counts = await fuzz(sessionId(), (id) => [
      'DELETE',
      `/api/sessions/${id}`,
      user.headers,
      undefined,
    ]);
    expect(counts.ok).toBeGreaterThan(0);
    expect(counts.rejected).toBeGreaterThan(0);
    const strangers = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${strangerId}`,
      headers: stranger.headers,
    });
    expect(strangers.statusCode).toBe(200);
  });
});
