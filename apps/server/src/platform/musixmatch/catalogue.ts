import type { PlatformArtist, PlatformSong } from '../types';
import type { MusixmatchClient } from './client';
import { artistBody, artistItem, toArtist, toSong, trackBody, trackItem } from './mappers';

/** The largest page Musixmatch's search calls answer. */
const MAX_PAGE_SIZE = 100;
/** Musixmatch ids are integers; anything else cannot exist there, so it is not worth a call. */
const MUSIXMATCH_ID = /^\d{1,20}$/;

const pageSize = (limit: number) => Math.min(Math.max(1, Math.floor(limit)), MAX_PAGE_SIZE);

/**
 * The public catalogue calls, with the documented parameters (api.musixmatch.com/ws/1.1):
 * `track.search` with `q_track_artist` (plain `q` also matches lyrics) and `f_has_lyrics=1` (a
 * writer references songs for their words), `artist.search` with `q_artist`, and the look-ups
 * `artist.get` (`artist_id`) and `track.get` (`commontrack_id`).
 */
export function createCatalogue(client: MusixmatchClient) {
  return {
    async searchArtists(query: string, limit: number): Promise<PlatformArtist[]> {
      const size = pageSize(limit);
      const params = { q_artist: query, page_size: size, page: 1 };
      const artists = await client.list('artist.search', params, 'artist_list', artistItem);
      return artists.slice(0, size).map(toArtist);
    },

    async searchTracks(query: string, limit: number): Promise<PlatformSong[]> {
      const size = pageSize(limit);
      const params = {
        q_track_artist: query,
        f_has_lyrics: 1,
        s_track_rating: 'desc',
        page_size: size,
        page: 1,
      };
      const tracks = await client.list('track.search', params, 'track_list', trackItem);
      return tracks.slice(0, size).map(toSong);
    },

    /** One page of an artist's best-rated songs with lyrics: a writer's references come from the top. */
    async songsOf(artistId: string): Promise<PlatformSong[]> {
      const params = {
        f_artist_id: artistId,
        f_has_lyrics: 1,
        s_track_rating: 'desc',
        page_size: MAX_PAGE_SIZE,
        page: 1,
      };
      const tracks = await client.list('track.search', params, 'track_list', trackItem);
      // The filter holds the "claimed artists only" promise even if upstream ignores f_artist_id.
      return tracks.map(toSong).filter((song) => song.artistId === artistId);
    },

    async artist(id: string): Promise<PlatformArtist | null> {
      if (!MUSIXMATCH_ID.test(id)) return null;
      const body = await client.find('artist.get', { artist_id: id }, artistBody, [404]);
      return body ? toArtist(body.artist) : null;
    },

    async track(id: string): Promise<PlatformSong | null> {
      if (!MUSIXMATCH_ID.test(id)) return null;
      const body = await client.find('track.get', { commontrack_id: id }, trackBody, [404]);
      return body ? toSong(body.track) : null;
    },
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
