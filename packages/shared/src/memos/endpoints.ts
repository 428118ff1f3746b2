import { defineEndpoint } from '../api/endpoint';
import { sessionIdParamsSchema } from '../sessions/contracts';
import { MEMO_CONTENT_TYPES } from './audio-signature';
import {
  deleteMemoResponseSchema,
  memoAudioSchema,
  memoListSchema,
  memoParamsSchema,
  memoSummarySchema,
  updateMemoBodySchema,
  uploadMemoQuerySchema,
} from './contracts';

const owned = ['unauthorized', 'not_found'] as const;

/** Voice memos of one session (issue 35): list, upload, rename, delete, play. */
export const memoEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/sessions/:id/memos',
    summary: "The session's voice memos, oldest first, without their audio",
    auth: 'token',
    params: sessionIdParamsSchema,
    response: memoListSchema,
    errors: owned,
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/sessions/:id/memos',
    summary:
      'Stores a voice memo: the body is its audio (WebM, Ogg, WAV or MP4, told by its bytes); uploading the same memoId again answers the memo already stored',
    auth: 'token',
    params: sessionIdParamsSchema,
    query: uploadMemoQuerySchema,
    media: { request: MEMO_CONTENT_TYPES },
    response: memoSummarySchema,
    status: 201,
    errors: [...owned, 'conflict', 'payload_too_large', 'unsupported_media_type', 'rate_limited'],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/sessions/:id/memos/:memoId',
    summary:
      "Renames a voice memo, stores its melody's phrases, links it to a stanza (null unlinks; a stanza links to one memo at a time), or sets the span of its phrases the stanza sings (null: all of them)",
    auth: 'token',
    params: memoParamsSchema,
    body: updateMemoBodySchema,
    response: memoSummarySchema,
    errors: owned,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/sessions/:id/memos/:memoId',
    summary: 'Deletes a voice memo',
    auth: 'token',
    params: memoParamsSchema,
    response: deleteMemoResponseSchema,
    errors: owned,
  }),
  audio: defineEndpoint({
    method: 'GET',
    path: '/api/sessions/:id/memos/:memoId/audio',
    summary:
      "The memo's audio with its content type; a Range header answers 206 with those bytes, or 416 when none of them exist",
    auth: 'token',
    params: memoParamsSchema,
    media: { response: MEMO_CONTENT_TYPES },
    response: memoAudioSchema,
    errors: [...owned, 'range_not_satisfiable'],
  }),
};
