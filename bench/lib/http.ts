import http from 'node:http';

/** A JSON-over-HTTP client for loopback servers only, on its own keep-alive agent. */
export type HttpResult = { status: number; body: string; ms: number; setCookie: string[] };

export type Client = {
  base: string;
  agent: http.Agent;
  request: (method: string, path: string, options?: RequestOptions) => Promise<HttpResult>;
  close: () => void;
};

export type RequestOptions = {
  token?: string;
  json?: unknown;
  body?: string;
  contentType?: string;
  timeoutMs?: number;
  /** Extra request headers (a cookie, X-Forwarded-For). */
  headers?: Record<string, string>;
};

/** Refuses anything but loopback: the benches must never load another machine. */
function loopbackUrl(base: string): URL {
  const url = new URL(base);
  if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') throw new Error(`not loopback: ${base}`);
  return url;
}

export function createClient(base: string, maxSockets = 64): Client {
  const url = loopbackUrl(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
  const request = (method: string, path: string, options: RequestOptions = {}) =>
    new Promise<HttpResult>((resolve, reject) => {
      const body = options.json !== undefined ? JSON.stringify(options.json) : options.body;
      const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (body !== undefined) {
        headers['content-type'] = options.contentType ?? 'application/json';
        headers['content-length'] = String(Buffer.byteLength(body));
      }
      const started = performance.now();
      const req = http.request(
        { host: url.hostname, port: url.port, method, path, headers, agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              ms: performance.now() - started,
              setCookie: res.headers['set-cookie'] ?? [],
            }),
          );
          res.on('error', reject);
        },
      );
      req.setTimeout(options.timeoutMs ?? 30_000, () => req.destroy(new Error(`timeout ${method} ${path}`)));
      req.on('error', reject);
      req.end(body);
    });
  return { base, agent, request, close: () => agent.destroy() };
}

/** Sends a request and parses a 2xx JSON answer; anything else throws with the status and body. */
export async function requestJson<T>(
  client: Client,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const res = await client.request(method, path, options);
  if (res.status < 200 || res.status >= 300) {
    throw new Error(`${method} ${path} -> ${res.status} ${res.body.slice(0, 200)}`);
  }
  return JSON.parse(res.body) as T;
}
