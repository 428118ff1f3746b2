import { randomUUID } from 'node:crypto';
import { minimalWebm } from '@lyricist/test-support/audio';
import type { FastifyInstance } from 'fastify';
import { buildSessionBody } from './factories';
import type { SignedIn } from './sign-in';

/** A new session of the writer's, for memos to go in: its id. */
export async function newSessionOf(app: FastifyInstance, who: SignedIn): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/sessions',
    headers: who.headers,
    payload: buildSessionBody(),
  });
  return res.json().sessionId;
}

/** One upload's parts; anything left out is a small, well-formed WebM memo of one second. */
export type MemoUpload = {
  memoId?: string;
  name?: string;
  durationMs?: number | string;
  audio?: Buffer;
  contentType?: string;
};

/** POST /api/sessions/{id}/memos as the web client sends it: the audio as the body, the rest in the query. */
export function uploadMemo(app: FastifyInstance, who: SignedIn, sessionId: string, upload: MemoUpload = {}) {
  const query = new URLSearchParams({
    memoId: upload.memoId ?? randomUUID(),
    durationMs: String(upload.durationMs ?? 1000),
    ...(upload.name === undefined ? {} : { name: upload.name }),
  });
  return app.inject({
    method: 'POST',
    url: `/api/sessions/${sessionId}/memos?${query}`,
    headers: { ...who.headers, 'content-type': upload.contentType ?? 'audio/webm;codecs=opus' },
    payload: upload.audio ?? minimalWebm(),
  });
}
