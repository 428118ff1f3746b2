import type { MusixmatchSettings } from '../../config/musixmatch-settings';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { IssuedToken, MusicPlatform, PlatformProfile, PlatformSong } from '../types';
import { createCatalogue } from './catalogue';
import { createMusixmatchClient } from './client';
import { createMyArtists } from './my-artists';

export const MUSIXMATCH_DISPLAY_NAME = 'Musixmatch';

/** How a writer signs in: the OAuth bridge or the unofficial calls (sign-in/*). */
export type MusixmatchSignIn = {
  issueToken(browser?: { bindingHash: string }): Promise<IssuedToken>;
  profileFor(userToken: string): Promise<PlatformProfile | null>;
  /** The platform user id behind a signed-in token; a withdrawn grant is a 401. */
  accountOf(userToken: string): Promise<string>;
};

type Options = {
  settings: Pick<MusixmatchSettings, 'apiUrl' | 'apiKey'>;
  signIn: MusixmatchSignIn;
  db: Database;
  warn: (message: string) => void;
  timeoutMs?: number;
};

/** Best rated first; songs without a rating go last. `sort` is stable, so ties keep upstream order. */
const byRatingDesc = (a: PlatformSong, b: PlatformSong) => (b.rating ?? -1) - (a.rating ?? -1);

/**
 * The MusicPlatform over Musixmatch (ADR 013): sign-in as configured, the catalogue through the
 * public API, and "my artists" picked by the writer, since the public API cannot say which
 * artists an account manages.
 */
export function createMusixmatchPlatform(options: Options): MusicPlatform {
  const { apiUrl, apiKey } = options.settings;
  const client = createMusixmatchClient({ apiUrl, apiKey, timeoutMs: options.timeoutMs, warn: options.warn });
  const catalogue = createCatalogue(client);
  const myArtists = createMyArtists(options.db);
  const { signIn } = options;

  return {
    displayName: MUSIXMATCH_DISPLAY_NAME,
    issueToken: (browser) => signIn.issueToken(browser),
    profileFor: (userToken) => signIn.profileFor(userToken),

    async claimedArtists(userToken) {
      return myArtists.list(await signIn.accountOf(userToken));
    },

    async claimedSongs(userToken, artistIds) {
      if (artistIds.length === 0) return [];
      const account = await signIn.accountOf(userToken);
      const mine = await myArtists.has(account, [...new Set(artistIds)]);
      const pages = await Promise.all(mine.map((artistId) => catalogue.songsOf(artistId)));
      return pages.flat().sort(byRatingDesc);
    },

    async chooseArtists(userToken, artistIds) {
      const account = await signIn.accountOf(userToken);
      const ids = [...new Set(artistIds)];
      // Each id is checked against the catalogue, so the list holds only artists that exist.
      const artists = await Promise.all(ids.map((id) => catalogue.artist(id)));
      const missing = ids.filter((_id, i) => !artists[i]);
      if (missing.length > 0) {
        throw new AppError('validation_failed', `No artist with the id ${missing[0]}.`, 'artist_ids');
      }
      await myArtists.replace(
        account,
        artists.filter((a) => a !== null),
      );
      return myArtists.list(account);
    },

    searchArtists: catalogue.searchArtists,
    searchTracks: catalogue.searchTracks,
    artist: catalogue.artist,
    track: catalogue.track,
  };
}
