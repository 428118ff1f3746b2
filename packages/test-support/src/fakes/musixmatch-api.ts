import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FAKE_ARTISTS, FAKE_FAN, FAKE_TRACKS, FAKE_USER } from './musixmatch-catalogue';

/**
 * A stand-in for Musixmatch's web API on 127.0.0.1, for tests only.
 *
 * Documented shape it follows (developer.musixmatch.com, API v1.1 at api.musixmatch.com/ws/1.1):
 * every answer is `{ message: { header: { status_code, execute_time, available? }, body } }`, HTTP
 * 200 with the real status in `status_code` (401 bad key, 402 limit, 404 not found, 503 busy);
 * `track.search` (`q_track_artist`, `f_artist_id`, `f_has_lyrics`, `s_track_rating`, `page`,
 * `page_size` up to 100) answers `track_list: [{ track }]`; `artist.search` (`q_artist`) answers
 * `artist_list: [{ artist }]`; `artist.get` (`artist_id`) and `track.get` (`commontrack_id`).
 *
 * Assumptions, not in the public docs: `token.get` / `user.get` (the unofficial sign-in, with
 * `app_id` on every call) and every `user` field; `artist_image` on an artist.
 */
export type Breakage =
  | 'http-500'
  | 'http-404-envelope'
  | 'not-json'
  | 'not-envelope'
  | 'odd-body'
  | 'odd-item'
  | 'hang';

export const FAKE_API_KEY = 'test-key';
export const FAKE_APP_ID = 'test-app';
const USERS = [FAKE_USER, FAKE_FAN];

type Answer = { status: number; body: unknown; hint?: string; available?: number };

function withOddItem(body: unknown): unknown {
  if (!body || typeof body !== 'object') return body;
  const entries = Object.entries(body).map(([key, value]) =>
    Array.isArray(value)
      ? [key, [{ [key.replace('_list', '')]: { artist_id: 'x' } }, ...value]]
      : [key, value],
  );
  return Object.fromEntries(entries);
}

export async function startFakeMusixmatch() {
  const requests: URL[] = [];
  const grants = new Map<string, number | null>(); // user token -> user_id once authorised
  const failures = new Map<string, { status: number; hint?: string }>();
  const breakages = new Map<string, Breakage>();

  const param = (url: URL, name: string) => url.searchParams.get(name) ?? '';
  const pageOf = <T>(items: T[], url: URL) => {
    const size = Math.min(Number(param(url, 'page_size')) || 10, 100);
    const page = Math.max(Number(param(url, 'page')) || 1, 1);
    return items.slice((page - 1) * size, page * size);
  };
  const contains = (value: string | undefined, query: string) =>
    !!value && value.toLowerCase().includes(query.toLowerCase());

  function trackSearch(url: URL): Answer {
    const q = param(url, 'q_track_artist');
    const artistId = Number(param(url, 'f_artist_id'));
    const withLyrics = param(url, 'f_has_lyrics') === '1';
    let tracks = FAKE_TRACKS.filter(
      (t) =>
        (!artistId || t.artist_id === artistId) &&
        (!withLyrics || t.has_lyrics === 1) &&
        (!q || contains(t.track_name, q) || contains(t.artist_name, q)),
    );
    const order = param(url, 's_track_rating');
    if (order)
      tracks = [...tracks].sort((a, b) => (a.track_rating - b.track_rating) * (order === 'desc' ? -1 : 1));
    const track_list = pageOf(tracks, url).map((track) => ({ track }));
    return { status: 200, body: { track_list }, available: tracks.length };
  }

  function answer(method: string, url: URL): Answer {
    if (param(url, 'apikey') !== FAKE_API_KEY) return { status: 401, body: '' };
    // The unofficial calls answer only an app id Musixmatch knows (an assumption, see above).
    if (method.startsWith('token.') || method.startsWith('user.')) {
      if (param(url, 'app_id') !== FAKE_APP_ID) return { status: 401, body: [], hint: 'captcha' };
    }
    const failure = failures.get(method);
    if (failure) return { ...failure, body: [] };
    switch (method) {
      case 'token.get': {
        const userToken = `mxm${randomBytes(24).toString('hex')}`;
        grants.set(userToken, null);
        return { status: 200, body: { user_token: userToken, app_config: { trial: false } } };
      }
      case 'user.get': {
        const user = USERS.find((u) => u.user_id === grants.get(param(url, 'usertoken')));
        return user ? { status: 200, body: { user } } : { status: 401, body: '', hint: 'renew' };
      }
      case 'track.search':
        return trackSearch(url);
      case 'track.get': {
        const track = FAKE_TRACKS.find((t) => String(t.commontrack_id) === param(url, 'commontrack_id'));
        return track ? { status: 200, body: { track } } : { status: 404, body: [] };
      }
      case 'artist.search': {
        const artists = FAKE_ARTISTS.filter((a) => contains(a.artist_name, param(url, 'q_artist')));
        const artist_list = pageOf(artists, url).map((artist) => ({ artist }));
        return { status: 200, body: { artist_list }, available: artists.length };
      }
      case 'artist.get': {
        const artist = FAKE_ARTISTS.find((a) => String(a.artist_id) === param(url, 'artist_id'));
        return artist ? { status: 200, body: { artist } } : { status: 404, body: [] };
      }
      default:
        return { status: 404, body: [] };
    }
  }

  function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const method = url.pathname.replace(/^\/ws\/1\.1\//, '');
    if (method === url.pathname) return res.writeHead(404, { 'content-type': 'text/html' }).end('Not Found');
    const breakage = breakages.get(method);
    if (breakage === 'hang') return; // never answers; close() drops the connection
    if (breakage === 'http-500') return res.writeHead(500).end('<h1>Internal Server Error</h1>');
    if (breakage === 'not-json') return res.writeHead(200).end('<html>Down for maintenance</html>');
    if (breakage === 'not-envelope') return res.writeHead(200).end(JSON.stringify({ status: 'ok' }));
    if (breakage === 'odd-body') {
      const odd = { message: { header: { status_code: 200 }, body: { results: [{ id: 'x' }] } } };
      return res.writeHead(200).end(JSON.stringify(odd));
    }
    const { status, body, hint, available } = answer(method, url);
    const header = { status_code: status, execute_time: 0.0042, ...(hint ? { hint } : {}), available };
    // One item of the list without its name: the rest of the page must still arrive.
    const sent = breakage === 'odd-item' ? withOddItem(body) : body;
    // A gateway that also sets the HTTP status from the envelope (seen in front of some APIs).
    const http = breakage === 'http-404-envelope' ? status : 200;
    res.writeHead(http, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ message: { header, body: sent } }));
  }

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    apiUrl: `${origin}/ws/1.1/`,
    /** Every request received, newest last, for asserting what the adapter sent. */
    requests,
    /** What the writer does on Musixmatch's sign-in page: binds the pending token to an account. */
    authorise(userToken: string, userId: number = FAKE_USER.user_id) {
      if (!grants.has(userToken)) throw new Error('the fake never issued this token');
      grants.set(userToken, userId);
    },
    /** Answers `method` with this envelope status (401, 402, 404, 503...) until `reset`. */
    failWith(method: string, status: number, hint?: string) {
      failures.set(method, hint ? { status, hint } : { status });
    },
    /** Breaks `method`: an HTTP error, a non-JSON page, a body of another shape, an odd item, or silence. */
    breakWith(method: string, breakage: Breakage) {
      breakages.set(method, breakage);
    },
    reset() {
      failures.clear();
      breakages.clear();
      requests.length = 0;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeMusixmatch = Awaited<ReturnType<typeof startFakeMusixmatch>>;
