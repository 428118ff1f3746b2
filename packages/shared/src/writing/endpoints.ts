import { defineEndpoint } from '../api/endpoint';
import { sessionIdParamsSchema } from '../sessions/contracts';
import {
  autocompleteBodySchema,
  autocompleteResponseSchema,
  chatBodySchema,
  chatResponseSchema,
  generateTitleResponseSchema,
  prosodyBodySchema,
  prosodyResponseSchema,
} from './contracts';

const params = sessionIdParamsSchema;
const aiErrors = ['unauthorized', 'not_found', 'rate_limited', 'ai_provider_failed'] as const;

/** The AI calls (R-api-4): the theme chat, and the writer's autocomplete, title and prosody. */
export const writingEndpoints = {
  chat: defineEndpoint({
    method: 'POST',
    path: '/api/chat',
    summary: 'One theme-chat turn; creates the theme-chat session when none is given',
    auth: 'token',
    body: chatBodySchema,
    response: chatResponseSchema,
    errors: aiErrors,
  }),
  autocomplete: defineEndpoint({
    method: 'POST',
    path: '/api/sessions/:id/contextual-autocomplete',
    summary: 'Ghost text for the editor, steered by the session directors',
    auth: 'token',
    params,
    body: autocompleteBodySchema,
    response: autocompleteResponseSchema,
    errors: aiErrors,
  }),
  generateTitle: defineEndpoint({
    method: 'POST',
    path: '/api/sessions/:id/generate-title',
    summary: 'Names the song and saves the name as its title (no body)',
    auth: 'token',
    params,
    response: generateTitleResponseSchema,
    errors: aiErrors,
  }),
  prosody: defineEndpoint({
    method: 'POST',
    path: '/api/sessions/:id/prosody',
    summary: 'Syllables, stress and rhyme groups of the given lyrics',
    auth: 'token',
    params,
    body: prosodyBodySchema,
    response: prosodyResponseSchema,
    errors: aiErrors,
  }),
};
