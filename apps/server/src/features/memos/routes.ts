import { MEMO_MAX_BYTES, MEMO_UPLOAD_WINDOW_MS } from '@lyricist/shared/constants';
import { memoUploadsLimitedMessage } from '@lyricist/shared/memos/contracts';
import { memoEndpoints as api } from '@lyricist/shared/memos/endpoints';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../errors/app-error';
import { routeRegistrar, userIdOf } from '../../http/route';
import { byWriter, routeLimit } from '../../limits';
import { parseByteRange } from './byte-range';
import { presentMemo } from './present';
import { deleteMemo, findMemo, listMemos, readMemoAudio, updateMemo } from './store';
import { memoTooLarge, uploadMemo } from './upload-memo';

/**
 * Voice memos of one session (issue 35): list, upload, rename (or store phrases, or link a stanza or
 * a span of its phrases), delete, and play with range requests. Bearer token only, like every session
 * route: the web plays a memo from bytes it fetched with the token, so no token ever goes into a URL.
 */
export const memoRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, tokens, config }) => {
  const { quotaBytes, uploadLimit } = config.memos;
  const route = routeRegistrar(app, tokens);
  // Within these routes any body that is not JSON arrives as bytes, whatever its Content-Type
  // claims: the upload reads what the bytes are (R-memo-4). Fastify's own text parser goes too.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  // An upload over the limit is refused before its bytes are read: say what the limit is.
  app.setErrorHandler((error: FastifyError) => {
    throw error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? memoTooLarge() : error;
  });

  route(api.list, {}, async (request) =>
    (await listMemos(db, userIdOf(request), request.params.id)).map(presentMemo),
  );

  // Uploads are counted per writer before their bytes are read, refused ones too (R-memo-11). A
  // byte over the limit is enough to know the upload is too large.
  const uploadLimits = {
    bodyLimit: MEMO_MAX_BYTES + 1,
    config: {
      rateLimit: routeLimit({
        max: uploadLimit,
        windowMs: MEMO_UPLOAD_WINDOW_MS,
        key: byWriter,
        message: memoUploadsLimitedMessage(uploadLimit),
      }),
    },
  };
  route(api.upload, uploadLimits, async (request) => {
    const { memoId, name, durationMs } = request.query;
    const body: unknown = request.body;
    const input = { memoId, name, durationMs, body };
    return presentMemo(await uploadMemo(db, userIdOf(request), request.params.id, input, quotaBytes));
  });

  route(api.update, {}, async (request) => {
    const { id, memoId } = request.params;
    return presentMemo(await updateMemo(db, userIdOf(request), id, memoId, request.body));
  });

  route(api.remove, {}, async (request) => {
    const { id, memoId } = request.params;
    return { memoId: await deleteMemo(db, userIdOf(request), id, memoId), deleted: true as const };
  });

  // R-memo-5: the audio with its type, whole or the one range asked for.
  route(api.audio, {}, async (request, reply) => {
    const { id, memoId } = request.params;
    const memo = await findMemo(db, userIdOf(request), id, memoId);
    reply.header('accept-ranges', 'bytes');
    // A memo's bytes never change (a new take is a new memo): its id is its version.
    const etag = `"${memo.id}"`;
    const ifRange = request.headers['if-range'];
    const range = ifRange && ifRange !== etag ? null : parseByteRange(request.headers.range, memo.size);
    if (range === 'unsatisfiable') {
      reply.header('content-range', `bytes */${memo.size}`);
      throw new AppError(
        'range_not_satisfiable',
        `The memo has ${memo.size} bytes: the range asks for none of them`,
        'range',
      );
    }
    reply
      .header('content-type', memo.contentType)
      .header('etag', etag)
      // This browser only, and never for another sign-in on it.
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('vary', 'Authorization');
    if (!range) return readMemoAudio(db, memo.id);
    reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${memo.size}`);
    return readMemoAudio(db, memo.id, range);
  });
};
