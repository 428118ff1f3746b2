import { z } from 'zod';
import type { PlatformArtist, PlatformProfile, PlatformSong } from '../types';

/** Musixmatch ids are integers; a string of digits is accepted too, and both become our string ids. */
const id = z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/)]).transform(String);
/** Musixmatch sends "" (sometimes null) for a missing text field. */
const text = z
  .string()
  .nullish()
  .transform((v) => v || null);
const rating = z
  .number()
  .nullish()
  .transform((v) => v ?? null);

export const artistSchema = z.object({
  artist_id: id,
  artist_name: z.string().min(1),
  artist_rating: rating,
  // Not in the public docs' artist object; see docs/decisions/002-musixmatch-api-shape.md.
  artist_image: text,
});

export const trackSchema = z.object({
  commontrack_id: id,
  track_name: z.string().min(1),
  track_rating: rating,
  artist_id: id,
  artist_name: z.string().min(1),
  album_name: text,
  album_coverart_100x100: text,
  album_coverart_350x350: text,
  album_coverart_500x500: text,
});

/** One item of `artist_list` / `track_list`, as the list calls answer it. */
export const artistItem = z.object({ artist: artistSchema }).transform((item) => item.artist);
export const trackItem = z.object({ track: trackSchema }).transform((item) => item.track);

/**
 * The unofficial `user.get` (MUSIXMATCH_SIGN_IN=legacy-unofficial only). Not in the public docs:
 * every field but `user_id` is a guess (docs/decisions/002-musixmatch-api-shape.md).
 */
export const userSchema = z.object({
  user_id: z.union([z.number().int(), z.string().min(1).max(100)]).transform(String),
  user_name: text,
  user_email: text,
  user_profile_photo: text,
  user_country: text,
});

export const artistBody = z.object({ artist: artistSchema });
export const trackBody = z.object({ track: trackSchema });
export const userBody = z.object({ user: userSchema });
export const tokenBody = z.object({ user_token: z.string().min(1).max(200) });

type MxmArtist = z.infer<typeof artistSchema>;
type MxmTrack = z.infer<typeof trackSchema>;
type MxmUser = z.infer<typeof userSchema>;

/**
 * Only http(s) images reach the browser. The CSP allows `https:` images, and Musixmatch's CDN serves
 * both schemes, so http is upgraded. Its "no cover" placeholder counts as no image, so the
 * client's own fallback shows instead.
 */
export function imageUrl(raw: string | null): string | null {
  if (!raw || /nocover\.png$/i.test(raw)) return null;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    url.protocol = 'https:';
    return url.href;
  } catch {
    return null;
  }
}

export function toArtist(artist: MxmArtist): PlatformArtist {
  return {
    id: artist.artist_id,
    name: artist.artist_name,
    imageUrl: imageUrl(artist.artist_image),
    popularity: artist.artist_rating,
  };
}

/**
 * Musixmatch's track_rating (0-100) is its only popularity measure, so it serves as both. The id is
 * the commontrack_id: it names the song across its releases, and `track.get` takes it.
 */
export function toSong(track: MxmTrack): PlatformSong {
  return {
    id: track.commontrack_id,
    commontrackId: track.commontrack_id,
    artistId: track.artist_id,
    artistName: track.artist_name,
    name: track.track_name,
    albumName: track.album_name,
    coverArt: imageUrl(
      track.album_coverart_350x350 ?? track.album_coverart_500x500 ?? track.album_coverart_100x100,
    ),
    rating: track.track_rating,
    popularity: track.track_rating,
  };
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** Musixmatch country fields are ISO 3166 alpha-2 codes; the profile also wants the country's name. */
function countryOf(code: string | null): { country: string | null; countryCode: string | null } {
  if (!code || !/^[a-z]{2}$/i.test(code)) return { country: null, countryCode: null };
  const countryCode = code.toUpperCase();
  const name = regionNames.of(countryCode);
  return { country: name && name !== countryCode ? name : null, countryCode };
}

export function toProfile(user: MxmUser): PlatformProfile {
  return {
    platformUserId: `musixmatch:${user.user_id}`,
    name: user.user_name,
    email: user.user_email,
    profileImage: imageUrl(user.user_profile_photo),
    ...countryOf(user.user_country),
    city: null,
  };
}
