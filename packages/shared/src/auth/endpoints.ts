import { z } from 'zod';
import { aiStatusSchema } from '../ai/contracts';
import { defineEndpoint } from '../api/endpoint';
import {
  appConfigSchema,
  claimedArtistsResponseSchema,
  claimedSongsRequestSchema,
  claimedSongsResponseSchema,
  logoutResponseSchema,
  tokenResponseSchema,
  userArtistsQuerySchema,
  userQuerySchema,
  userResponseSchema,
} from './contracts';
import { myArtistsRequestSchema } from './my-artists';

/** Sign-in, the signed-in writer's profile and claimed catalogue, and the app's runtime settings. */
export const authEndpoints = {
  token: defineEndpoint({
    method: 'POST',
    path: '/api/auth/token',
    summary: "Starts a sign-in: a pending token and the platform's authorisation URL",
    auth: 'none',
    response: tokenResponseSchema,
    errors: ['rate_limited', 'platform_unavailable'],
  }),
  user: defineEndpoint({
    method: 'GET',
    path: '/api/auth/user',
    summary:
      "Exchanges an authorised pending token, in the browser that started the sign-in, for a new session token and the writer's profile",
    auth: 'none',
    query: userQuerySchema,
    response: userResponseSchema,
    errors: ['unauthorized', 'sign_in_elsewhere', 'platform_unavailable'],
  }),
  userArtists: defineEndpoint({
    method: 'GET',
    path: '/api/auth/user-artists',
    summary: "The writer's claimed artists (only their own user id)",
    auth: 'token',
    query: userArtistsQuerySchema,
    response: claimedArtistsResponseSchema,
    errors: ['unauthorized', 'forbidden', 'platform_unavailable'],
  }),
  claimedSongs: defineEndpoint({
    method: 'POST',
    path: '/api/auth/claimed-artists-songs',
    summary: "The songs of the writer's claimed artists",
    auth: 'token',
    body: claimedSongsRequestSchema,
    response: claimedSongsResponseSchema,
    errors: ['unauthorized', 'platform_unavailable'],
  }),
  myArtists: defineEndpoint({
    method: 'PUT',
    path: '/api/my-artists',
    summary:
      "Replaces the writer's chosen artists where the platform cannot say which they manage (404 elsewhere)",
    auth: 'token',
    body: myArtistsRequestSchema,
    response: claimedArtistsResponseSchema,
    errors: ['unauthorized', 'not_found', 'platform_unavailable'],
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'Revokes the bearer token',
    auth: 'token',
    response: logoutResponseSchema,
    errors: ['unauthorized'],
  }),
  config: defineEndpoint({
    method: 'GET',
    path: '/api/config',
    summary: 'Runtime settings the one web build reads (names, analytics)',
    auth: 'none',
    response: appConfigSchema,
    errors: [],
  }),
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness, with a database round trip, and who writes the ghost text now',
    auth: 'none',
    response: z.object({ ok: z.literal(true), ai: aiStatusSchema }),
    errors: ['database_unavailable'],
  }),
};
