import type { Config } from './config';

/** A strict CSP: no inline script; the analytics host is allowed only when configured. */
export function contentSecurityPolicy(config: Config): Record<string, string[] | null> {
  const analytics = config.analytics.token ? [config.analytics.apiHost ?? 'https://api-eu.mixpanel.com'] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
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
