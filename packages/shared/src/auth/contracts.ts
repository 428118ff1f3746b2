import { z } from 'zod';
import { MAX_ID_CHARS, MAX_LIST_ITEMS, MAX_NAME_CHARS } from '../constants';
import { storableText } from '../text';

/** POST /api/auth/token */
export const tokenResponseSchema = z.object({
  userToken: z.string(),
  authUrl: z.string(),
  appId: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** GET /api/auth/user?usertoken= */
export const userQuerySchema = z.object({ usertoken: storableText(200).pipe(z.string().min(1)) });
export const userProfileSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  profileImage: z.string().nullable(),
  userEmail: z.string().nullable(),
  userCountry: z.string().nullable(),
  userCountryCode: z.string().nullable(),
  userCity: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
/**
 * The answer to GET /api/auth/user. Exchanging a pending token adds `userToken`: the NEW session
 * token, which replaces the pending one (the one that travelled in URLs is spent).
 */
export const userResponseSchema = userProfileSchema.extend({ userToken: z.string().optional() });
export type UserResponse = z.infer<typeof userResponseSchema>;
/** The error code of a pending token presented by a browser that did not start its sign-in. */
export const SIGN_IN_ELSEWHERE = 'sign_in_elsewhere' as const;

/** GET /api/auth/user-artists?lyricistUserId= */
export const userArtistsQuerySchema = z.object({
  lyricistUserId: storableText(MAX_ID_CHARS).pipe(z.string().min(1)),
});
export const claimedArtistSchema = z.object({
  artist_id: z.string(),
  artist_name: z.string(),
  artist_image: z.string().nullable(),
});
export type ClaimedArtist = z.infer<typeof claimedArtistSchema>;
export const claimedArtistsResponseSchema = z.array(claimedArtistSchema);

/** POST /api/auth/claimed-artists-songs */
export const claimedSongsRequestSchema = z.object({
  claimed_artists: z
    .array(
      z.object({
        artist_name: storableText(MAX_NAME_CHARS),
        artist_id: storableText(MAX_ID_CHARS).pipe(z.string().min(1)),
      }),
    )
    .max(MAX_LIST_ITEMS),
});
export const claimedSongSchema = z.object({
  artist_id: z.string(),
  commontrack_id: z.string(),
  track_name: z.string(),
  artist_name: z.string(),
  album_name: z.string().nullable(),
  track_coverart: z.string().nullable(),
  track_rating: z.number().nullable(),
});
export type ClaimedSong = z.infer<typeof claimedSongSchema>;
export const claimedSongsResponseSchema = z.array(claimedSongSchema);

export const logoutResponseSchema = z.object({ ok: z.literal(true) });

/** GET /api/config: runtime settings for the one web build. */
export const appConfigSchema = z.object({
  productName: z.string(),
  platformName: z.string(),
  /** The writer picks "my artists" from the platform's search (PUT /api/my-artists, ADR 013). */
  choosesArtists: z.boolean(),
  faqUrl: z.string(),
  analytics: z.object({ token: z.string().nullable(), apiHost: z.string().nullable() }),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
