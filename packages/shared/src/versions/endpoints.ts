import { defineEndpoint } from '../api/endpoint';
import { sessionIdParamsSchema } from '../sessions/contracts';
import {
  createVersionBodySchema,
  restoreVersionResponseSchema,
  versionDiffSchema,
  versionListSchema,
  versionParamsSchema,
  versionSchema,
  versionSummarySchema,
} from './contracts';

const owned = ['unauthorized', 'not_found'] as const;

/** Version history of one session (issue 18): list, save, read, diff against now, restore. */
export const versionEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/sessions/:id/versions',
    summary: "The session's versions, newest first, without their text",
    auth: 'token',
    params: sessionIdParamsSchema,
    response: versionListSchema,
    errors: owned,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/api/sessions/:id/versions',
    summary: 'Keeps the current title and lyrics as a version, with an optional name',
    auth: 'token',
    params: sessionIdParamsSchema,
    body: createVersionBodySchema,
    response: versionSummarySchema,
    status: 201,
    errors: owned,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/sessions/:id/versions/:versionId',
    summary: 'One version with its text',
    auth: 'token',
    params: versionParamsSchema,
    response: versionSchema,
    errors: owned,
  }),
  diff: defineEndpoint({
    method: 'GET',
    path: '/api/sessions/:id/versions/:versionId/diff',
    summary: "The version's lines against the current lyrics, line by line",
    auth: 'token',
    params: versionParamsSchema,
    response: versionDiffSchema,
    errors: owned,
  }),
  restore: defineEndpoint({
    method: 'POST',
    path: '/api/sessions/:id/versions/:versionId/restore',
    summary: 'Keeps the current text as a version, then makes this version current',
    auth: 'token',
    params: versionParamsSchema,
    response: restoreVersionResponseSchema,
    errors: owned,
  }),
};
