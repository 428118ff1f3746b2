import { z } from 'zod';
import { MAX_ID_CHARS, SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT } from '../constants';
import { isStorableText, storableText, UNSTORABLE_TEXT_MESSAGE } from '../text';

/** Catalogue look-ups through the music platform, in the shapes the restore logic reads. */

export const searchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(200)
    .refine(isStorableText, { message: UNSTORABLE_TEXT_MESSAGE }),
  // "Capped at 50": a larger limit is lowered to the cap rather than refused; `limit=` is the default.
  limit: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number()
      .int()
      .min(1)
      .default(SEARCH_DEFAULT_LIMIT)
      .transform((n) => Math.min(n, SEARCH_MAX_LIMIT)),
  ),
});
export const catalogueIdParamsSchema = z.object({ id: storableText(MAX_ID_CHARS).min(1) });

const image = z.object({ url: z.string() });

export const catalogueArtistSchema = z.object({
  id: z.string(),
  name: z.string(),
  images: z.array(image),
  popularity: z.number(),
});
export type CatalogueArtist = z.infer<typeof catalogueArtistSchema>;

export const catalogueTrackSchema = z.object({
  id: z.string(),
  name: z.string(),
  artists: z.array(z.object({ id: z.string(), name: z.string() })),
  album: z.object({ name: z.string(), images: z.array(image) }),
  popularity: z.number(),
  track_coverart: z.string().nullable(),
});
export type CatalogueTrack = z.infer<typeof catalogueTrackSchema>;

export const artistSearchResponseSchema = z.array(catalogueArtistSchema);
export const trackSearchResponseSchema = z.array(catalogueTrackSchema);
