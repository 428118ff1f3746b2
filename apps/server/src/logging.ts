import type { FastifyRequest } from 'fastify';

const SECRET_PARAMS = /([?&](?:usertoken|user_token|token|access_token)=)[^&#]*/gi;

/** The URL with token-carrying query values replaced, so logs never contain a token. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

export function loggerOptions(level: string) {
  return {
    level,
    serializers: {
      req: (req: FastifyRequest) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
    },
  };
}
