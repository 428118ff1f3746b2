import { lineDiff } from '@lyricist/shared/versions/diff';
import { versionEndpoints as api } from '@lyricist/shared/versions/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { routeRegistrar, userIdOf } from '../../http/route';
import { presentVersion, presentVersionSummary } from './present';
import { listVersions, loadVersion, restoreVersion, saveVersion } from './store';

/** Version history of one session (issue 18): list, save, read, diff against now, restore. */
export const versionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, tokens }) => {
  const route = routeRegistrar(app, tokens);

  route(api.list, {}, async (request) =>
    (await listVersions(db, userIdOf(request), request.params.id)).map(presentVersionSummary),
  );

  route(api.save, {}, async (request) =>
    presentVersionSummary(await saveVersion(db, userIdOf(request), request.params.id, request.body?.name)),
  );

  route(api.get, {}, async (request) => {
    const { id, versionId } = request.params;
    return presentVersion((await loadVersion(db, userIdOf(request), id, versionId)).version);
  });

  route(api.diff, {}, async (request) => {
    const { id, versionId } = request.params;
    const { session, version } = await loadVersion(db, userIdOf(request), id, versionId);
    return { versionId, lines: lineDiff(version.lyrics, session.lyrics) };
  });

  route(api.restore, {}, async (request) => {
    const { id, versionId } = request.params;
    const restored = await restoreVersion(db, userIdOf(request), id, versionId);
    return {
      songTitle: restored.session.songTitle,
      lyrics: restored.session.lyrics,
      lastSaved: restored.session.lastSaved.toISOString(),
      undoVersionId: restored.undoVersionId,
    };
  });
};
