import {
  MAX_ID_CHARS,
  MAX_LIST_ITEMS,
  MAX_NAME_CHARS,
  MAX_TAG_CHARS,
  MAX_URL_CHARS,
} from '@lyricist/shared/constants';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSessionBody } from '../../../test/factories';
import {
  anyOr,
  fuzzEndpoint,
  jsonRequest,
  listField,
  pathSegment,
  textField,
  wrongType,
} from '../../../test/fuzz';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createUser, type SignedIn } from '../../../test/sign-in';

// One app and one database for the whole file keeps 2,000 requests fast.
let t: TestApp;
let user: SignedIn;
let ownIds: string[];
let strangerId: string;

beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t.app);
  const stranger = await createUser(t.app);
  const create = async (who: SignedIn) =>
    (await t.app.inject(jsonRequest('POST', '/api/sessions', who.headers, buildSessionBody()))).json()
      .sessionId;
  ownIds = [await create(user), await create(user)];
  strangerId = await create(stranger);
});
afterAll(() => t.close());

const popularity = fc.oneof(fc.integer({ min: -5, max: 105 }), fc.double({ noNaN: true }), wrongType);
const urlList = listField(textField(MAX_URL_CHARS), 10);

const artist = fc.record({
  id: textField(MAX_ID_CHARS),
  name: textField(MAX_NAME_CHARS),
  image: fc.oneof(textField(MAX_URL_CHARS), fc.constant(null)),
  images: urlList,
  popularity,
});
const song = fc.record({
  id: textField(MAX_ID_CHARS),
  name: textField(MAX_NAME_CHARS),
  artists: listField(fc.record({ name: textField(MAX_NAME_CHARS) }), 20),
  album: fc.oneof(fc.record({ name: textField(MAX_NAME_CHARS), images: urlList }), wrongType),
  popularity,
  track_coverart: fc.oneof(textField(MAX_URL_CHARS), fc.constant(null)),
});
const ids = listField(textField(MAX_ID_CHARS), MAX_LIST_ITEMS);
const tags = listField(textField(MAX_TAG_CHARS), MAX_LIST_ITEMS);

const sessionId = () =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...ownIds), weight: 5 },
    { arbitrary: fc.constant(strangerId), weight: 1 },
    { arbitrary: fc.uuid(), weight: 1 },
    { arbitrary: pathSegment, weight: 1 },
  );

const ROUTES: [string, fc.Arbitrary<unknown>][] = [
  ['reference-artists', anyOr(fc.record({ artistIds: ids, artistsData: listField(artist, MAX_LIST_ITEMS) }))],
  ['reference-songs', anyOr(fc.record({ songIds: ids, songsData: listField(song, MAX_LIST_ITEMS) }))],
  ['moods', anyOr(fc.record({ moods: tags }))],
  ['genres', anyOr(fc.record({ genres: tags }))],
];

describe('random pinned-list saves never answer 5xx, and a 4xx changes nothing', () => {
  it.each(ROUTES)('POST /api/sessions/{id}/%s', async (route, body) => {
    const counts = await fuzzEndpoint({
      app: t.app,
      db: t.db,
      userId: user.profile.id,
      arbitrary: fc.tuple(sessionId(), body),
      // An accepted save's director refresh may land during a later, rejected one (issue 33).
      withoutStyleDirector: true,
      request: ([id, value]) => jsonRequest('POST', `/api/sessions/${id}/${route}`, user.headers, value),
    });
    expect(counts.ok).toBeGreaterThan(0);
    expect(counts.rejected).toBeGreaterThan(0);
  });
});
