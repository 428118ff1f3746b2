import { z } from 'zod';
import { MAX_ID_CHARS } from '../constants';
import { storableText } from '../text';

/**
 * PUT /api/my-artists: the writer's "my artists", picked from the platform's artist search where
 * the platform cannot say which artists an account manages (Musixmatch, ADR 013). The answer is
 * the new list, in the shape of GET /api/auth/user-artists.
 */
export const MAX_MY_ARTISTS = 20;
export const myArtistsRequestSchema = z.object({
  artist_ids: z.array(storableText(MAX_ID_CHARS).pipe(z.string().min(1))).max(MAX_MY_ARTISTS),
});
export type MyArtistsRequest = z.infer<typeof myArtistsRequestSchema>;
