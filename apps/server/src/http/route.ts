import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '@lyricist/shared/api/endpoint';
import type { FastifyContextConfig, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, currentAuth } from '../identity/guard';
import type { TokenVerifier } from '../identity/token-verifier';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** A request to an endpoint's route: its params, query and body validated and typed by its contract. */
export type RouteRequest<E extends Endpoint> = FastifyRequest & {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
};

/**
 * A route's own settings: its rate limit (config), checks after validation (preHandler), and a
 * body limit of its own where it takes more than JSON does (a voice memo's audio).
 */
export type RouteOptions = {
  config?: FastifyContextConfig;
  preHandler?: preHandlerAsyncHookHandler;
  bodyLimit?: number;
};

type Handler<E extends Endpoint> = (
  request: RouteRequest<E>,
  reply: FastifyReply,
) => Promise<ResponseOf<E>> | ResponseOf<E>;

/**
 * Registers routes from their shared endpoint contracts: method, path and schemas come from the
 * contract, a `token` endpoint gets the bearer-token guard, and the answer has the contract's status.
 */
export function routeRegistrar(app: App, tokens: TokenVerifier) {
  const guard = authenticate(tokens);
  return <E extends Endpoint>(endpoint: E, options: RouteOptions, handler: Handler<E>) => {
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      onRequest: endpoint.auth === 'token' ? guard : undefined,
      config: options.config,
      preHandler: options.preHandler,
      ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
      // Only the parts the endpoint has: Fastify warns about a schema key given as undefined.
      schema: {
        ...(endpoint.params ? { params: endpoint.params } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.body ? { body: endpoint.body } : {}),
        response: { [endpoint.status ?? 200]: endpoint.response },
      },
      handler: async (request, reply) => {
        reply.code(endpoint.status ?? 200);
        // Fastify validated params, query and body against these very schemas.
        return handler(request as RouteRequest<E>, reply);
      },
    });
  };
}

/** The signed-in writer of a `token` endpoint's request. */
export const userIdOf = (request: FastifyRequest): string => currentAuth(request).userId;
