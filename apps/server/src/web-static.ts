import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MELODY_WORKER_PREFIX } from '@lyricist/shared/memos/melody-assets';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors/app-error';
import { toErrorBody } from './errors/error-handler';

const API_PREFIXES = ['/api/', '/platform/'];

/**
 * Serves the built web app with an SPA fallback; unknown API paths get the JSON 404. The melody
 * worker's script gets `workerPolicy`, the one policy that allows WebAssembly (R-memo-7).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  workerPolicy: string,
): Promise<void> {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      setHeaders: (reply: { header: (k: string, v: string) => void }, filePath: string) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        const name = path.basename(filePath);
        if (name.startsWith(MELODY_WORKER_PREFIX) && name.endsWith('.js'))
          reply.header('content-security-policy', workerPolicy);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p)) || request.url === '/api';
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const { status, body } = toErrorBody(
      new AppError('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`),
    );
    return reply.status(status).send(body);
  });
}
