import { defineEndpoint } from '../api/endpoint';
import {
  artistSearchResponseSchema,
  catalogueArtistSchema,
  catalogueIdParamsSchema,
  catalogueTrackSchema,
  searchQuerySchema,
  trackSearchResponseSchema,
} from './contracts';

const platformErrors = ['unauthorized', 'platform_unavailable'] as const;
const searchErrors = [...platformErrors, 'rate_limited'] as const;

/** Search and look-up in the music platform's catalogue (R-catalogue-6). */
export const catalogueEndpoints = {
  searchArtists: defineEndpoint({
    method: 'GET',
    path: '/api/artists/search',
    summary: 'Artists whose name matches q',
    auth: 'token',
    query: searchQuerySchema,
    response: artistSearchResponseSchema,
    errors: searchErrors,
  }),
  searchTracks: defineEndpoint({
    method: 'GET',
    path: '/api/tracks/search',
    summary: 'Tracks whose title or artist matches q',
    auth: 'token',
    query: searchQuerySchema,
    response: trackSearchResponseSchema,
    errors: searchErrors,
  }),
  artist: defineEndpoint({
    method: 'GET',
    path: '/api/artists/:id',
    summary: 'One artist, to restore a session that lacks stored data',
    auth: 'token',
    params: catalogueIdParamsSchema,
    response: catalogueArtistSchema,
    errors: [...platformErrors, 'not_found'],
  }),
  track: defineEndpoint({
    method: 'GET',
    path: '/api/tracks/:id',
    summary: 'One track, to restore a session that lacks stored data',
    auth: 'token',
    params: catalogueIdParamsSchema,
    response: catalogueTrackSchema,
    errors: [...platformErrors, 'not_found'],
  }),
};
