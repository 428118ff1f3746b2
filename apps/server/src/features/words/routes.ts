import { WORDS_RATE_LIMIT_PER_MINUTE } from '@lyricist/shared/constants';
import { wordEndpoints as api } from '@lyricist/shared/words/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { routeRegistrar, userIdOf } from '../../http/route';
import { byWriter, routeLimit } from '../../limits';
import { listPronunciations, pronunciationMap, removePronunciation, setPronunciation } from './store';

/**
 * The writer's toolbox (issue 17): the word panel's lookup and search, the margin's stress, and the
 * writer's own syllable counts. Computed by the embedded engine's phonetics in its worker pool,
 * whichever AI provider writes; one generous limit per writer over all of them, apart from the AI's.
 */
const wordsLimit = {
  config: {
    rateLimit: routeLimit({
      group: 'words',
      max: WORDS_RATE_LIMIT_PER_MINUTE,
      windowMs: 60_000,
      key: byWriter,
      message: 'Too many word lookups. Please wait a few seconds and try again.',
    }),
  },
};

export const wordRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, tokens, engine }) => {
  const route = routeRegistrar(app, tokens);
  const own = (userId: string) => pronunciationMap(db, userId);

  route(api.lookup, wordsLimit, async (request) =>
    engine.run('lookupWord', {
      word: request.params.word,
      all: request.query.all,
      pronunciations: await own(userIdOf(request)),
    }),
  );

  route(api.search, wordsLimit, async (request) => {
    const { rhymesWith, means, syllables, all } = request.query;
    return engine.run('searchWords', {
      rhymesWith,
      means,
      syllables,
      all,
      pronunciations: await own(userIdOf(request)),
    });
  });

  route(api.meter, wordsLimit, async (request) =>
    engine.run('meter', { lyrics: request.body.lyrics, pronunciations: await own(userIdOf(request)) }),
  );

  route(api.pronunciations, wordsLimit, async (request) => ({
    pronunciations: await listPronunciations(db, userIdOf(request)),
  }));

  route(api.setPronunciation, wordsLimit, async (request) =>
    setPronunciation(db, userIdOf(request), { word: request.params.word, syllables: request.body.syllables }),
  );

  route(api.removePronunciation, wordsLimit, async (request) => {
    const userId = userIdOf(request);
    await removePronunciation(db, userId, request.params.word);
    return { pronunciations: await listPronunciations(db, userId) };
  });
};
