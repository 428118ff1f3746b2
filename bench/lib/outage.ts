import type { Client } from './http';
import type { Postgres } from './postgres';
import { sleep } from './stats';
import type { Writer } from './writers';

/**
 * PostgreSQL stopped under a running server: every request meanwhile must answer 503 with the
 * `database_unavailable` error body (quickly, not after a hang), and the same server must answer
 * normally again once PostgreSQL is back.
 */
export type OutageResult = {
  during: number;
  clear503: number;
  others: string[];
  slowestMs: number;
  recoveredAfterMs: number | null;
  afterOk: number;
  afterTotal: number;
};

const EXPECTED = {
  code: 'database_unavailable',
  message: 'The database is unavailable. Please try again shortly.',
};

export async function runOutage(
  client: Client,
  writer: Writer,
  sessionId: string,
  pg: Postgres,
  outageMs: number,
): Promise<OutageResult> {
  const token = writer.token;
  const calls = [
    () => client.request('GET', '/api/sessions', { token }),
    () => client.request('GET', `/api/sessions/${sessionId}`, { token }),
    () =>
      client.request('PUT', `/api/sessions/${sessionId}/lyrics`, {
        token,
        json: { lyrics: `during outage ${Date.now()}` },
      }),
    () => client.request('GET', '/api/health'),
  ];
  const result: OutageResult = {
    during: 0,
    clear503: 0,
    others: [],
    slowestMs: 0,
    recoveredAfterMs: null,
    afterOk: 0,
    afterTotal: 0,
  };
  pg.pause();
  const until = Date.now() + outageMs;
  for (let i = 0; Date.now() < until; i++) {
    const res = await (calls[i % calls.length] as () => ReturnType<Client['request']>)();
    result.during++;
    result.slowestMs = Math.max(result.slowestMs, res.ms);
    const body = res.body.startsWith('{') ? (JSON.parse(res.body) as { error?: typeof EXPECTED }) : {};
    if (res.status === 503 && body.error?.code === EXPECTED.code && body.error.message === EXPECTED.message)
      result.clear503++;
    else result.others.push(`${res.status} ${res.body.slice(0, 120)}`);
    await sleep(50);
  }
  pg.resume();
  const back = Date.now();
  while (Date.now() - back < 30_000) {
    const res = await client.request('PUT', `/api/sessions/${sessionId}/lyrics`, {
      token,
      json: { lyrics: 'after the outage' },
    });
    if (res.status === 200) {
      result.recoveredAfterMs = Date.now() - back;
      break;
    }
    await sleep(100);
  }
  for (const call of [...calls, ...calls]) {
    result.afterTotal++;
    if ((await call()).status === 200) result.afterOk++;
  }
  return result;
}
