import helmet from 'helmet';
import type { Config } from './config/config';

/** A strict CSP: no inline script; the analytics host is allowed only when configured. */
function contentSecurityPolicy(config: Config, scriptSrc = ["'self'"]): Record<string, string[] | null> {
  const analytics = config.analytics.token ? [config.analytics.apiHost ?? 'https://api-eu.mixpanel.com'] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc,
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    // Voice memos play from bytes fetched with the bearer token, through a blob: URL.
    mediaSrc: ["'self'", 'blob:'],
    connectSrc: ["'self'", ...analytics],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    workerSrc: ["'self'", 'blob:'],
    upgradeInsecureRequests: null,
  };
}

/**
 * Helmet's headers with our CSP, computed once: they are the same for every response, and building
 * them per request was a measurable share of a fast route's cost.
 */
export function securityHeaders(config: Config, scriptSrc?: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  const middleware = helmet({
    contentSecurityPolicy: { directives: contentSecurityPolicy(config, scriptSrc) },
  });
  middleware({} as never, response as never, () => {});
  return headers;
}

/**
 * The policy of the melody worker's script alone (R-memo-7): a worker runs under its own script's
 * policy, and TensorFlow.js's WASM backend compiles WebAssembly, so this one allows
 * 'wasm-unsafe-eval' (WebAssembly, never eval) while every page keeps the policy above.
 */
export const melodyWorkerPolicy = (config: Config): string =>
  securityHeaders(config, ["'self'", "'wasm-unsafe-eval'"])['content-security-policy'] as string;
