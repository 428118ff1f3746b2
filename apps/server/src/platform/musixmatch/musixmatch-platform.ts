import { unauthorized } from '../../errors/app-error';
import type { MusicPlatform, PlatformSong } from '../types';
import { createMusixmatchClient } from './client';
import {
  artistBody,
  artistListBody,
  claimedArtistsOf,
  toArtist,
  tokenBody,
  toProfile,
  toSong,
  trackBody,
  trackListBody,
  userBody,
} from './mappers';

export const MUSIXMATCH_DISPLAY_NAME = 'Musixmatch';

/** The largest page Musixmatch's search calls answer. */
const MAX_PAGE_SIZE = 100;
/** Musixmatch ids are integers; anything else cannot exist there, so it is not worth a call. */
const MUSIXMATCH_ID = /^\d{1,20}$/;

export type MusixmatchPlatformOptions = {
  apiUrl: string;
  authUrl: string;
  appId: string;
  apiKey: string;
  timeoutMs?: number;
};

const pageSize = (limit: number) => Math.min(Math.max(1, Math.floor(limit)), MAX_PAGE_SIZE);

/** Best rated first; songs without a rating go last. `sort` is stable, so ties keep upstream order. */
const byRatingDesc = (a: PlatformSong, b: PlatformSong) => (b.rating ?? -1) - (a.rating ?? -1);

/** The MusicPlatform over Musixmatch's web API (docs/decisions/002-musixmatch-api-shape.md). */
export function createMusixmatchPlatform(options: MusixmatchPlatformOptions): MusicPlatform {
  const client = createMusixmatchClient(options);

  /** The account behind a token, or null while Musixmatch does not (yet) accept the token for one. */
  async function userFor(userToken: string) {
    const body = await client.find('user.get', { usertoken: userToken }, userBody, [401, 404]);
    return body?.user ?? null;
  }

  /**
   * For calls behind our guard: the token was authorised here, so a refusal now means the grant was
   * withdrawn on Musixmatch's side, and the writer has to sign in again.
   */
  async function signedInUser(userToken: string) {
    const user = await userFor(userToken);
    if (!user) throw unauthorized('Your sign-in has expired. Please sign in again.');
    return user;
  }

  return {
    displayName: MUSIXMATCH_DISPLAY_NAME,

    async issueToken() {
      const body = await client.get('token.get', { app_id: options.appId }, tokenBody);
      return { userToken: body.user_token, authUrl: options.authUrl, appId: options.appId };
    },

    async profileFor(userToken) {
      const user = await userFor(userToken);
      return user ? toProfile(user) : null;
    },

    async claimedArtists(userToken) {
      const artists = claimedArtistsOf(await signedInUser(userToken));
      return artists.sort((a, b) => a.name.localeCompare(b.name));
    },

    async claimedSongs(userToken, artistIds) {
      if (artistIds.length === 0) return [];
      const claimed = new Set(claimedArtistsOf(await signedInUser(userToken)).map((a) => a.id));
      const wanted = [...new Set(artistIds)].filter((artistId) => claimed.has(artistId));
      // One page of the best-rated songs per artist; a writer's references come from the top.
      const pages = await Promise.all(
        wanted.map((artistId) =>
          client.get(
            'track.search',
            { f_artist_id: artistId, s_track_rating: 'desc', page_size: MAX_PAGE_SIZE, page: 1 },
            trackListBody,
          ),
        ),
      );
      // The filter holds the "claimed artists only" promise even if upstream ignores f_artist_id.
      return pages
        .flatMap((page, i) =>
          page.track_list.map((item) => toSong(item.track)).filter((song) => song.artistId === wanted[i]),
        )
        .sort(byRatingDesc);
    },

    async searchArtists(query, limit) {
      const size = pageSize(limit);
      const body = await client.get(
        'artist.search',
        { q_artist: query, page_size: size, page: 1 },
        artistListBody,
      );
      return body.artist_list.slice(0, size).map((item) => toArtist(item.artist));
    },

    async searchTracks(query, limit) {
      const size = pageSize(limit);
      const body = await client.get('track.search', { q: query, page_size: size, page: 1 }, trackListBody);
      return body.track_list.slice(0, size).map((item) => toSong(item.track));
    },

    async artist(id) {
      if (!MUSIXMATCH_ID.test(id)) return null;
      const body = await client.find('artist.get', { artist_id: id }, artistBody, [404]);
      return body ? toArtist(body.artist) : null;
    },

    async track(id) {
      if (!MUSIXMATCH_ID.test(id)) return null;
      const body = await client.find('track.get', { track_id: id }, trackBody, [404]);
      return body ? toSong(body.track) : null;
    },
  };
}
