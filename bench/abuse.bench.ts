/**
 * No writer can stall the server (issue 12). One server (PGlite, as `npm start` runs), one writer with
 * a session that has both directors. First each AI route's ordinary call (300 words of lyrics, a
 * plain chat message), then the worst inputs at the limits (lib/abuse-inputs.ts), one call at a time
 * and paced under the AI rate limit, while a second client polls `/api/health` every 100 ms. Prints
 * each call's time and status, each route's worst, and the health poll's p50/p99/max.
 * Flags: --port <n> (3401), --rounds <n> (10 ordinary calls per route), --timeout <s> (120 per call),
 * --ordinary (the ordinary calls only: with BENCH_SERVER_MAIN, to compare another copy of the server),
 * --model (AI_PROVIDER=model against a local stand-in model server, test-support's instant-model: the
 * engine's share of the model provider, its form check and fallback line and prosody, under the same
 * inputs).
 */

import { startFakeModel } from '@lyricist/test-support/fakes/instant-model';
import { CHAT_INPUTS, LYRICS_INPUTS } from './lib/abuse-inputs';
import { hasFlag, numberFlag } from './lib/args';
import { pollHealth } from './lib/health-poller';
import { type Client, createClient, requestJson } from './lib/http';
import { lyricsOf } from './lib/lyrics';
import { report, say } from './lib/report';
import { startServer } from './lib/server';
import { loadAverage, median, percentile, sleep } from './lib/stats';
import { tempDataDir } from './lib/temp-dir';
import { createSession, createWriter } from './lib/writers';

const PORT = numberFlag('port', 3401);
const ROUNDS = numberFlag('rounds', 10);
const TIMEOUT_MS = numberFlag('timeout', 120) * 1000;
// The AI limit is 10 calls per route in a window of 10 s that opens on the first call. The session's
// first chat and the warm-up round count too: at 1.1 s a round, round 9 fell inside the first window
// on a quiet machine (chat answered 429); at 1.25 s at most 8 rounds share one.
const ROUND_MS = 1250;

type Route = { name: string; call: (text: string) => Promise<{ status: number; ms: number }> };
type Outcome = { status: number; ms: number };

function routes(client: Client, token: string, id: string): Route[] {
  const post = (path: string, json?: unknown): Promise<Outcome> =>
    client
      .request('POST', path, { token, json, timeoutMs: TIMEOUT_MS })
      .catch(() => ({ status: 0, ms: TIMEOUT_MS }));
  return [
    {
      name: 'autocomplete',
      call: (text) =>
        post(`/api/sessions/${id}/contextual-autocomplete`, {
          currentLyrics: text,
          cursorPosition: text.length,
        }),
    },
    { name: 'prosody', call: (text) => post(`/api/sessions/${id}/prosody`, { lyrics: text }) },
    {
      name: 'title',
      call: async (text) => {
        await requestJson(client, 'PUT', `/api/sessions/${id}/lyrics`, { token, json: { lyrics: text } });
        return post(`/api/sessions/${id}/generate-title`);
      },
    },
    { name: 'chat', call: (text) => post('/api/chat', { message: text, sessionId: id }) },
  ];
}

/** Clean answers: a result, a refusal (4xx) or the engine's busy answer (503); never a 500 or a hang. */
const isClean = (status: number) => status === 200 || (status >= 400 && status < 500) || status === 503;

/** Runs `round(i)` `count` times, each round at least ROUND_MS after the previous one started. */
async function paced(count: number, round: (i: number) => Promise<void>): Promise<void> {
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await round(i);
    await sleep(ROUND_MS - (performance.now() - started));
  }
}

const model = hasFlag('model') ? await startFakeModel() : null;
const providerEnv: Record<string, string> = model
  ? { AI_PROVIDER: 'model', AI_BASE_URL: model.url, AI_MODEL: 'bench-model' }
  : {};
say(`abuse bench: AI_PROVIDER=${model ? 'model (stand-in server)' : 'embedded'}`);
say(`abuse bench: load average ${await loadAverage()}`);
const server = await startServer({ port: PORT, env: { DATA_DIR: tempDataDir('abuse'), ...providerEnv } });
const client = createClient(server.base, 2);
const writer = await createWriter(client, 'abuse');
const ordinary = lyricsOf(300, 1);
const id = await createSession(client, writer, { songTitle: 'Abuse', lyrics: ordinary });
const token = writer.token;
await requestJson(client, 'POST', `/api/sessions/${id}/moods`, { token, json: { moods: ['Sad'] } });
await requestJson(client, 'POST', '/api/chat', {
  token,
  json: { message: 'A song about leaving home at night, the last train and her letters', sessionId: id },
});
const all = routes(client, token, id);
const plain = (r: Route) => (r.name === 'chat' ? 'Make it about the harbor lights in winter' : ordinary);

// A first call per route warms whatever the engine builds lazily; it is not counted.
await paced(1, async () => {
  for (const r of all) await r.call(plain(r));
});
const ordinaryMs = new Map<string, number[]>(all.map((r) => [r.name, []]));
await paced(ROUNDS, async () => {
  for (const r of all) {
    const { status, ms } = await r.call(plain(r));
    if (status !== 200) throw new Error(`ordinary ${r.name} answered ${status}`);
    ordinaryMs.get(r.name)?.push(ms);
  }
});
for (const [name, samples] of ordinaryMs) {
  report(`abuse: ${name}, ordinary call median`, median(samples), 'ms');
  report(`abuse: ${name}, ordinary call p90`, percentile(samples, 90), 'ms');
}

/** The worst inputs, one call at a time, while a second client polls health. */
async function abuse(): Promise<void> {
  const worst = new Map<string, number>();
  let unclean = 0;
  let stalled = false;
  const poll = pollHealth(server.base, 100, TIMEOUT_MS);
  await paced(LYRICS_INPUTS.length, async (i) => {
    for (const r of all) {
      const input = (r.name === 'chat' ? CHAT_INPUTS : LYRICS_INPUTS)[i];
      // A call left unanswered keeps the server busy: every later figure would only measure that.
      if (!input || stalled) continue;
      const { status, ms } = await r.call(input.text);
      say(`  ${r.name}, ${input.label}: ${status || 'no answer'} in ${ms.toFixed(0)} ms`);
      if (!isClean(status)) unclean++;
      stalled = status === 0;
      worst.set(r.name, Math.max(worst.get(r.name) ?? 0, ms));
    }
  });
  if (stalled) say('  the server stalled on an unanswered call: the remaining calls were not made');
  const health = await poll.stop();
  for (const [name, ms] of worst) report(`abuse: ${name}, worst adversarial call`, ms, 'ms', '≤ 1000');
  report('abuse: calls not answered cleanly (500 or no answer)', unclean, 'count', '= 0');
  report('abuse: /api/health meanwhile p50', median(health), 'ms');
  report('abuse: /api/health meanwhile p99', percentile(health, 99), 'ms');
  report('abuse: /api/health meanwhile max', Math.max(...health), 'ms', '≤ 100');
  say(`abuse bench: ${health.length} health polls`);
}

if (!hasFlag('ordinary')) await abuse();
client.close();
await server.stop();
await model?.close();
say(`abuse bench: load average ${await loadAverage()}`);
