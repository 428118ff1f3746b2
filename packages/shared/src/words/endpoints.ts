import { defineEndpoint } from '../api/endpoint';
import {
  meterAnswerSchema,
  meterBodySchema,
  pronunciationBodySchema,
  pronunciationListSchema,
  pronunciationSchema,
  wordAnswerSchema,
  wordParamsSchema,
  wordQuerySchema,
  wordSearchAnswerSchema,
  wordSearchQuerySchema,
} from './contracts';

const limited = ['unauthorized', 'rate_limited'] as const;
/** Computed in the engine's workers: a call they cannot take in time answers 503 `ai_busy`. */
const computed = [...limited, 'ai_busy'] as const;

/** The writer's toolbox (issue 17): rhymes and meanings at the cursor, meter, own pronunciations. */
export const wordEndpoints = {
  lookup: defineEndpoint({
    method: 'GET',
    path: '/api/words/:word',
    summary: "A word's syllables, stress, rhymes (perfect, slant, multi-syllable) and meaning",
    auth: 'token',
    params: wordParamsSchema,
    query: wordQuerySchema,
    response: wordAnswerSchema,
    errors: computed,
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/api/words',
    summary: 'Words that rhyme with one word and mean another (either may be left out)',
    auth: 'token',
    query: wordSearchQuerySchema,
    response: wordSearchAnswerSchema,
    errors: computed,
  }),
  meter: defineEndpoint({
    method: 'POST',
    path: '/api/words/meter',
    summary: 'The stressed syllables of each line of the lyrics',
    auth: 'token',
    body: meterBodySchema,
    response: meterAnswerSchema,
    errors: computed,
  }),
  pronunciations: defineEndpoint({
    method: 'GET',
    path: '/api/pronunciations',
    summary: "The writer's own syllable counts",
    auth: 'token',
    response: pronunciationListSchema,
    errors: limited,
  }),
  setPronunciation: defineEndpoint({
    method: 'PUT',
    path: '/api/pronunciations/:word',
    summary: "Sets the writer's syllable count for a word",
    auth: 'token',
    params: wordParamsSchema,
    body: pronunciationBodySchema,
    response: pronunciationSchema,
    errors: [...limited, 'conflict'],
  }),
  removePronunciation: defineEndpoint({
    method: 'DELETE',
    path: '/api/pronunciations/:word',
    summary: "Forgets the writer's syllable count for a word (the dictionary's applies again)",
    auth: 'token',
    params: wordParamsSchema,
    response: pronunciationListSchema,
    errors: [...limited, 'not_found'],
  }),
};
