import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  FAKE_API_KEY,
  FAKE_APP_ID,
  type FakeMusixmatch,
  startFakeMusixmatch,
} from '@lyricist/test-support/fakes/musixmatch-api';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error';
import { createCatalogue } from './catalogue';
import { createMusixmatchClient, type MusixmatchClientOptions } from './client';
import { createLegacySignIn } from './sign-in/legacy';

let fake: FakeMusixmatch;
beforeAll(async () => {
  fake = await startFakeMusixmatch();
});
afterEach(() => fake.reset());
afterAll(() => fake?.close());

const catalogueWith = (overrides: Partial<MusixmatchClientOptions> = {}) =>
  createCatalogue(createMusixmatchClient({ apiUrl: fake.apiUrl, apiKey: FAKE_API_KEY, ...overrides }));
const legacy = () =>
  createLegacySignIn(
    { apiUrl: fake.apiUrl, authUrl: 'https://www.musixmatch.com/login', appId: FAKE_APP_ID },
    FAKE_API_KEY,
  );

/** The error a call rejects with, and everything of it that could end up in a log line. */
async function failureOf(call: Promise<unknown>) {
  const error = await call.then(
    () => expect.fail('the call should have failed'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const cause = (error as AppError).cause as Error;
  return { code: (error as AppError).code, cause: cause.message, logged: `${cause.stack} ${String(error)}` };
}

/** A port nothing listens on: bound once, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('the Musixmatch client below the routes', () => {
  it('gives up on a call that gets no answer within its timeout', async () => {
    fake.breakWith('artist.get', 'hang');
    const failure = await failureOf(catalogueWith({ timeoutMs: 50 }).artist('33491890'));
    expect(failure).toMatchObject({
      code: 'platform_unavailable',
      cause: 'Musixmatch artist.get: no answer within 50 ms',
    });
  });

  it('reports a platform it cannot reach as unavailable', async () => {
    const apiUrl = `http://127.0.0.1:${await closedPort()}/ws/1.1/`;
    const failure = await failureOf(catalogueWith({ apiUrl }).searchArtists('quinn', 5));
    expect(failure).toMatchObject({
      code: 'platform_unavailable',
      cause: expect.stringContaining('ECONNREFUSED'),
    });
  });

  it('keeps the api key and the user token out of everything it raises', async () => {
    const signIn = legacy();
    const { userToken } = await signIn.issueToken();
    fake.authorise(userToken);
    fake.failWith('user.get', 503);
    const refused = await failureOf(signIn.accountOf(userToken));
    fake.breakWith('track.search', 'odd-body');
    const odd = await failureOf(catalogueWith().searchTracks('gull', 5));
    expect(refused.cause).toBe('Musixmatch user.get: status 503');
    expect(odd.cause).toBe('Musixmatch track.search: unexpected body at track_list');
    for (const { logged } of [refused, odd]) {
      expect(logged).not.toContain(FAKE_API_KEY);
      expect(logged).not.toContain(userToken);
    }
  });

  it('calls methods under the API path even when the configured URL lacks its trailing slash', async () => {
    const artist = await catalogueWith({ apiUrl: fake.apiUrl.replace(/\/$/, '') }).artist('33491891');
    expect(artist).toEqual({ id: '33491891', name: 'Mara Quinn', imageUrl: null, popularity: 58 });
    expect(fake.requests.at(-1)?.pathname).toBe('/ws/1.1/artist.get');
  });
});
