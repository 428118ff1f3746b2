import type { Client, HttpResult } from './http';
import { lyricsOf } from './lyrics';
import { createSession, createWriters, type Writer } from './writers';

/**
 * The soak's mixed traffic: what a few writers do all day (save, open, list, retitle, create and
 * delete, moods, AI autocomplete and chat), with the library kept the same size so memory that
 * grows is the server's, not the data's.
 */
type Desk = {
  writer: Writer;
  sessions: string[];
  spare: string[];
  chat: string;
  retiredChat: string | null;
  chatTurns: number;
  base: string;
};
type Call = { weight: number; run: (desk: Desk, n: number) => Promise<HttpResult> };

const CHAT_TURNS_PER_SESSION = 20;

export type SoakMix = { call: (n: number) => Promise<HttpResult>; routes: string[] };

export async function prepareMix(client: Client, writerCount: number): Promise<SoakMix> {
  const writers = await createWriters(client, writerCount, 'soak');
  const desks: Desk[] = [];
  for (const [i, writer] of writers.entries()) {
    const base = lyricsOf(300, i + 1);
    const make = (title: string) => createSession(client, writer, { songTitle: title, lyrics: base });
    const sessions = await Promise.all([0, 1, 2, 3, 4].map((s) => make(`Soak ${i}-${s}`)));
    desks.push({
      writer,
      sessions,
      spare: [],
      chat: await make(`Chat ${i}`),
      retiredChat: null,
      chatTurns: 0,
      base,
    });
  }
  const req = (desk: Desk, method: string, path: string, json?: unknown) =>
    client.request(method, path, { token: desk.writer.token, ...(json === undefined ? {} : { json }) });
  const pick = (desk: Desk, n: number) => desk.sessions[n % desk.sessions.length] as string;

  const calls: Record<string, Call> = {
    'PUT lyrics': {
      weight: 35,
      run: (d, n) => req(d, 'PUT', `/api/sessions/${pick(d, n)}/lyrics`, { lyrics: `${d.base}\n${n}` }),
    },
    'GET session': { weight: 20, run: (d, n) => req(d, 'GET', `/api/sessions/${pick(d, n)}`) },
    'GET sessions': { weight: 10, run: (d) => req(d, 'GET', '/api/sessions') },
    'PUT session': {
      weight: 5,
      run: (d, n) => req(d, 'PUT', `/api/sessions/${pick(d, n)}`, { songTitle: `Title ${n}` }),
    },
    'POST session': {
      weight: 5,
      run: async (d, n) => {
        const res = await req(d, 'POST', '/api/sessions', {
          songTitle: `New ${n}`,
          lyrics: d.base,
          style: 'Default Style',
          messagesJson: [],
        });
        if (res.status === 201) d.spare.push((JSON.parse(res.body) as { sessionId: string }).sessionId);
        return res;
      },
    },
    'DELETE session': {
      weight: 5,
      run: (d) => {
        const id = d.spare.shift();
        return id ? req(d, 'DELETE', `/api/sessions/${id}`) : req(d, 'GET', '/api/sessions');
      },
    },
    'POST moods': {
      weight: 4,
      run: (d, n) =>
        req(d, 'POST', `/api/sessions/${pick(d, n)}/moods`, { moods: n % 2 ? ['happy', 'dreamy'] : ['sad'] }),
    },
    'POST autocomplete': {
      weight: 5,
      run: (d, n) =>
        req(d, 'POST', `/api/sessions/${pick(d, n)}/contextual-autocomplete`, {
          currentLyrics: d.base,
          cursorPosition: d.base.length,
        }),
    },
    'POST chat': {
      weight: 2,
      run: async (d, n) => {
        // A chat session grows with every turn: start a fresh one now and then, as writers do. The
        // old one is deleted a rotation later, when no chat call can still be using it.
        if (d.chatTurns++ >= CHAT_TURNS_PER_SESSION) {
          if (d.retiredChat) await req(d, 'DELETE', `/api/sessions/${d.retiredChat}`);
          d.retiredChat = d.chat;
          d.chat = await createSession(client, d.writer, { songTitle: 'Chat', lyrics: '' });
          d.chatTurns = 0;
        }
        return req(d, 'POST', '/api/chat', {
          message: `I keep thinking about the ${n}th night`,
          sessionId: d.chat,
          lyricsId: d.chat,
        });
      },
    },
    'GET config': { weight: 3, run: (d) => req(d, 'GET', '/api/config') },
    'GET health': { weight: 2, run: (d) => req(d, 'GET', '/api/health') },
  };

  // Routes another engineer has not registered yet answer 404: leave them out and say so.
  const routes: string[] = [];
  for (const [name, call] of Object.entries(calls)) {
    if ((await call.run(desks[0] as Desk, 0)).status !== 404) routes.push(name);
  }
  const table = routes.flatMap((name) =>
    Array.from({ length: calls[name]?.weight ?? 0 }, () => calls[name] as Call),
  );
  // AI routes are limited per user: a round-robin over writers keeps each under its limit.
  return {
    routes,
    call: (n) =>
      (table[n % table.length] as Call).run(desks[Math.floor(n / table.length) % desks.length] as Desk, n),
  };
}
