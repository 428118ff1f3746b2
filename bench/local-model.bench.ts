/**
 * The local language model through HTTP (issue 32's speed gate): one server per provider (PGlite, as
 * `npm start` runs), `embedded` then `local`. For `local`: how long the model takes to be ready after
 * the server answers, and the memory it adds. For both: next-line ghost text on held-out-6's songs
 * (one session per context: the song's images told in one chat message, a mood and a genre pinned), one call at a time, while a second client
 * polls `/api/health` every 100 ms. Prints p50/p95 per provider, how often the model's line was the one
 * shown, and the health poll's max. Flags: --contexts <n> (30), --port <n> (3411).
 */
import { heldOutCases } from '@lyricist/lyric-engine/bench/held-out/cases';
import { HELD_OUT_6_TEXT } from '@lyricist/lyric-engine/bench/held-out-6/songs';
import { numberFlag } from './lib/args';
import { pollHealth } from './lib/health-poller';
import { createClient, requestJson } from './lib/http';
import { report, say } from './lib/report';
import { startServer } from './lib/server';
import { percentile, sleep } from './lib/stats';
import { tempDataDir } from './lib/temp-dir';
import { createSession, createWriters } from './lib/writers';

const CONTEXTS = numberFlag('contexts', 30);
const PORT = numberFlag('port', 3411);
const WRITERS = 6;

type Health = { ai: { model: string; writer: string } };

const cases = heldOutCases(HELD_OUT_6_TEXT)
  .filter((c) => c.kind === 'next-line')
  .filter((_, i, all) => i % Math.max(1, Math.floor(all.length / CONTEXTS)) === 0)
  .slice(0, CONTEXTS);

async function run(provider: 'embedded' | 'local', port: number) {
  const server = await startServer({
    port,
    env: { DATA_DIR: tempDataDir(`local-model-${provider}`), AI_PROVIDER: provider },
  });
  const client = createClient(server.base);
  const answered = performance.now();
  const rssAtStart = server.rssMb();
  if (provider === 'local') {
    while ((await requestJson<Health>(client, 'GET', '/api/health')).ai.model === 'loading') await sleep(100);
    report('local model ready after the server answers', performance.now() - answered, 'ms', '<= 15000');
  }
  const writers = await createWriters(client, WRITERS, `local-${provider}`);
  const times: number[] = [];
  const suggestions: string[] = [];
  const health = pollHealth(server.base);
  for (const [i, c] of cases.entries()) {
    const writer = writers[i % WRITERS] as (typeof writers)[number];
    const id = await createSession(client, writer, { songTitle: c.stanza.name, lyrics: c.input.lyrics });
    const post = (path: string, json: unknown) =>
      requestJson(client, 'POST', path, { token: writer.token, json });
    // A story and a style, as a writer gives them: the song's images in one chat message, a mood and a genre.
    await post('/api/chat', { message: `A song about ${c.stanza.images.join(', ')}`, sessionId: id });
    await post(`/api/sessions/${id}/moods`, { moods: ['nostalgic'] });
    await post(`/api/sessions/${id}/genres`, { genres: ['folk'] });
    const res = await client.request('POST', `/api/sessions/${id}/contextual-autocomplete`, {
      token: writer.token,
      json: { currentLyrics: c.input.lyrics, cursorPosition: c.input.lyrics.length },
      timeoutMs: 30_000,
    });
    if (res.status !== 200) throw new Error(`autocomplete -> ${res.status} ${res.body.slice(0, 200)}`);
    times.push(res.ms);
    suggestions.push((JSON.parse(res.body) as { suggestion: string }).suggestion);
  }
  const polls = await health.stop();
  const rss = server.rssMb();
  await server.stop();
  client.close();
  report(`${provider}: next line p50`, percentile(times, 50), 'ms', provider === 'local' ? '<= 800' : null);
  report(`${provider}: next line p95`, percentile(times, 95), 'ms', provider === 'local' ? '<= 2000' : null);
  report(`${provider}: /api/health max while suggesting`, Math.max(...polls), 'ms', '<= 100');
  report(`${provider}: server memory after the calls`, rss, 'MB', null);
  say(`${provider}: memory when it first answered ${Math.round(rssAtStart)} MB`);
  return { rss, suggestions };
}

const embedded = await run('embedded', PORT);
const local = await run('local', PORT + 1);
report('memory the local model adds', local.rss - embedded.rss, 'MB', '<= 1536');
const differ = local.suggestions.filter((s, i) => s !== embedded.suggestions[i]).length;
say(`lines that differ from the engine's: ${differ} of ${cases.length}`);
