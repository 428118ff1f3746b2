import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Musixmatch's OAuth 2.0 authorization server on 127.0.0.1, for tests only.
 *
 * Documented shape it follows: Musixmatch documents the authorization-code grant with PKCE
 * (`/oauth/authorize`, `/oauth/token`, token metadata) for registered partners; the wire format
 * here is the RFCs': authorize request and redirect RFC 6749 §4.1.1-4.1.2 (errors §4.1.2.1,
 * `access_denied`), PKCE S256 RFC 7636 §4.2-4.6, token request §4.1.3 with HTTP Basic client
 * authentication §2.3.1, token answer §5.1, errors §5.2 (`invalid_grant`, `invalid_client`),
 * refresh §6, and token metadata as RFC 7662 introspection (`active`, `sub`, `username`, `exp`).
 *
 * Assumptions, not checked against the real service: the paths (`/oauth/authorize`,
 * `/oauth/token`, `/oauth/token/info`), that the metadata endpoint is RFC 7662 introspection with
 * `sub` as the account id and `username` as its name, and the token lifetimes.
 */

export const FAKE_CLIENT_ID = 'lyricist-test-client';
export const FAKE_CLIENT_SECRET = 'test-client-secret';
export const FAKE_ACCOUNTS = [
  { sub: '8823771', username: 'Ada Okafor' },
  { sub: '8823772', username: 'Fan Account' },
] as const;

const CODE_TTL_MS = 60_000;

type Code = { sub: string; redirectUri: string; challenge: string; expiresAt: number; used: boolean };
type Access = { sub: string; expiresAt: number };

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');
const token = () => randomBytes(24).toString('base64url');

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The consent page a writer sees on Musixmatch: Allow or Deny, as the account chosen. */
function consentPage(params: URLSearchParams): string {
  const hidden = [...params].map(
    ([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`,
  );
  const accounts = FAKE_ACCOUNTS.map(
    (a, i) =>
      `<label><input type="radio" name="sub" value="${a.sub}"${i === 0 ? ' checked' : ''}> ${a.username}</label>`,
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Musixmatch (test double)</title></head>
<body><h1>Allow Lyricist to use your Musixmatch account?</h1>
<form method="post" action="/oauth/authorize">${hidden.join('')}${accounts.join('<br>')}
<button name="decision" value="allow">Allow</button><button name="decision" value="deny">Deny</button></form></body></html>`;
}

/** `redirectUri` is the client's one registered callback; it can be set once the client's port is known. */
export async function startFakeMusixmatchOAuth(options: { redirectUri?: string } = {}) {
  let redirectUri = options.redirectUri ?? '';
  const codes = new Map<string, Code>();
  const access = new Map<string, Access>();
  const refresh = new Map<string, string>(); // refresh token -> sub
  const requests: { path: string; form: Record<string, string> }[] = [];
  let accessTtlSeconds = 3600;

  const json = (res: ServerResponse, status: number, body: unknown) =>
    res
      .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      .end(JSON.stringify(body));
  const clientOk = (req: IncomingMessage) =>
    req.headers.authorization ===
    `Basic ${Buffer.from(`${FAKE_CLIENT_ID}:${FAKE_CLIENT_SECRET}`).toString('base64')}`;

  function issue(res: ServerResponse, sub: string) {
    const accessToken = token();
    const refreshToken = token();
    access.set(accessToken, { sub, expiresAt: Date.now() + accessTtlSeconds * 1000 });
    refresh.set(refreshToken, sub);
    json(res, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: accessTtlSeconds,
      refresh_token: refreshToken,
      scope: 'profile',
    });
  }

  /** RFC 6749 §4.1.2.1: a bad client or redirect URI is shown, never redirected to. */
  function authorize(url: URL, res: ServerResponse) {
    const p = url.searchParams;
    if (p.get('client_id') !== FAKE_CLIENT_ID || p.get('redirect_uri') !== redirectUri) {
      return res.writeHead(400, { 'content-type': 'text/plain' }).end('invalid client or redirect_uri');
    }
    const back = new URL(redirectUri);
    if (p.get('state')) back.searchParams.set('state', p.get('state') ?? '');
    const pkce =
      p.get('code_challenge_method') === 'S256' && /^[\w-]{43}$/.test(p.get('code_challenge') ?? '');
    if (p.get('response_type') !== 'code' || !pkce) {
      back.searchParams.set('error', 'invalid_request');
      return res.writeHead(302, { location: back.href }).end();
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(consentPage(p));
  }

  async function decide(req: IncomingMessage, res: ServerResponse) {
    const form = await formOf(req);
    const back = new URL(redirectUri);
    back.searchParams.set('state', form.get('state') ?? '');
    if (form.get('decision') !== 'allow') {
      back.searchParams.set('error', 'access_denied');
    } else {
      const code = token();
      codes.set(code, {
        sub: form.get('sub') ?? FAKE_ACCOUNTS[0].sub,
        redirectUri: form.get('redirect_uri') ?? '',
        challenge: form.get('code_challenge') ?? '',
        expiresAt: Date.now() + CODE_TTL_MS,
        used: false,
      });
      back.searchParams.set('code', code);
    }
    res.writeHead(302, { location: back.href }).end();
  }

  async function tokenEndpoint(req: IncomingMessage, res: ServerResponse) {
    const form = await formOf(req);
    requests.push({ path: '/oauth/token', form: Object.fromEntries(form) });
    if (!clientOk(req)) return json(res, 401, { error: 'invalid_client' });
    if (form.get('grant_type') === 'refresh_token') {
      const sub = refresh.get(form.get('refresh_token') ?? '');
      if (!sub) return json(res, 400, { error: 'invalid_grant' });
      refresh.delete(form.get('refresh_token') ?? ''); // rotated
      return issue(res, sub);
    }
    if (form.get('grant_type') !== 'authorization_code')
      return json(res, 400, { error: 'unsupported_grant_type' });
    const code = codes.get(form.get('code') ?? '');
    const verifier = form.get('code_verifier') ?? '';
    const valid =
      code &&
      !code.used &&
      code.expiresAt > Date.now() &&
      code.redirectUri === form.get('redirect_uri') &&
      sha256(verifier) === code.challenge;
    if (!code || !valid) return json(res, 400, { error: 'invalid_grant' });
    code.used = true;
    issue(res, code.sub);
  }

  async function introspect(req: IncomingMessage, res: ServerResponse) {
    const form = await formOf(req);
    requests.push({ path: '/oauth/token/info', form: Object.fromEntries(form) });
    if (!clientOk(req)) return json(res, 401, { error: 'invalid_client' });
    const found = access.get(form.get('token') ?? '');
    if (!found || found.expiresAt <= Date.now()) return json(res, 200, { active: false });
    const account = FAKE_ACCOUNTS.find((a) => a.sub === found.sub);
    json(res, 200, {
      active: true,
      sub: found.sub,
      username: account?.username,
      client_id: FAKE_CLIENT_ID,
      scope: 'profile',
      exp: Math.floor(found.expiresAt / 1000),
    });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const route = `${req.method} ${url.pathname}`;
    if (route === 'GET /oauth/authorize') return authorize(url, res);
    if (route === 'POST /oauth/authorize') return void decide(req, res);
    if (route === 'POST /oauth/token') return void tokenEndpoint(req, res);
    if (route === 'POST /oauth/token/info') return void introspect(req, res);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    authorizeUrl: `${origin}/oauth/authorize`,
    tokenUrl: `${origin}/oauth/token`,
    tokenInfoUrl: `${origin}/oauth/token/info`,
    requests,
    setRedirectUri(uri: string) {
      redirectUri = uri;
    },
    /** Lifetime of the access tokens issued from now on. */
    setAccessTtl(seconds: number) {
      accessTtlSeconds = seconds;
    },
    /** The writer removes Lyricist from their Musixmatch account: every token stops working. */
    revokeAll() {
      access.clear();
      refresh.clear();
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeMusixmatchOAuth = Awaited<ReturnType<typeof startFakeMusixmatchOAuth>>;
