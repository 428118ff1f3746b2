import {
  genresBodySchema,
  moodsBodySchema,
  referenceArtistsBodySchema,
  referenceSongsBodySchema,
  sessionIdParamsSchema,
  sessionSchema,
} from '@lyricist/shared/sessions/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { authenticate, currentAuth } from '../auth/guard';
import type { SessionChanges } from './lyric-session';
import { presentSession } from './present';
import { refreshStyleDirector } from './refresh-style-director';
import { updateSession } from './store';

type SelectionChanges = Pick<
  SessionChanges,
  'referenceArtistIds' | 'referenceArtists' | 'referenceSongIds' | 'referenceSongs' | 'moods' | 'genres'
>;

/**
 * The reference, mood and genre saves of SPEC point 7. Each replaces its stored list, refreshes the
 * style director and answers the whole saved session.
 */
export const selectionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, ai, tokens }) => {
  const onRequest = authenticate(tokens);

  const selectionRoute = <B extends z.ZodType>(
    path: string,
    body: B,
    toChanges: (body: z.output<B>) => SelectionChanges,
  ) =>
    app.post(
      `/api/sessions/:id/${path}`,
      { onRequest, schema: { params: sessionIdParamsSchema, body, response: { 200: sessionSchema } } },
      async (request) => {
        const userId = currentAuth(request).userId;
        // Validated against `body`; the type provider cannot name the output of a generic schema.
        const changes = toChanges(request.body as z.output<B>);
        const saved = await updateSession(db, userId, request.params.id, changes);
        return presentSession(await refreshStyleDirector({ db, ai, log: request.log }, userId, saved));
      },
    );

  selectionRoute('reference-artists', referenceArtistsBodySchema, (body) => ({
    referenceArtistIds: body.artistIds,
    referenceArtists: body.artistsData,
  }));
  selectionRoute('reference-songs', referenceSongsBodySchema, (body) => ({
    referenceSongIds: body.songIds,
    referenceSongs: body.songsData,
  }));
  selectionRoute('moods', moodsBodySchema, (body) => ({ moods: body.moods }));
  selectionRoute('genres', genresBodySchema, (body) => ({ genres: body.genres }));
};
