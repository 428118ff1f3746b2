import { COPY } from '@lyricist/shared/copy';
import { sessionSchema } from '@lyricist/shared/sessions/contracts';
import type { ChatResponse } from '@lyricist/shared/writing/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { type MusixmatchApp, startMusixmatchApp } from '../../../test/musixmatch-app';
import { type MusixmatchSignIn, signInWithFake } from '../../../test/musixmatch-sign-in';
import { createUser, type SignedIn } from '../../../test/sign-in';
import { SEED_ARTISTS } from '../../platform/embedded/catalogue';

/** Issue 36: artists and songs a writer names come back as references to pin with one tap. */

type Writer = Pick<SignedIn, 'headers'>;
const chatOn = (t: TestApp, writer: Writer, message: string) =>
  t.app.inject({ method: 'POST', url: '/api/chat', headers: writer.headers, payload: { message } });

describe('POST /api/chat references, embedded catalogue', () => {
  let t: TestApp;
  let writer: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    writer = await createUser(t.app);
  });
  afterAll(() => t.close());
  const chat = async (message: string): Promise<ChatResponse> => {
    const res = await chatOn(t, writer, message);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('offers a catalogue artist the writer names, ready to save as a reference artist as it is', async () => {
    const seed = SEED_ARTISTS.find((a) => a.name === 'Sable Monroe');
    const body = await chat('Make it slow and warm, like an old Sable Monroe record.');
    expect(body.reply.content).not.toBe('');
    expect(body.reply.references).toEqual({
      artists: [
        {
          id: seed?.id,
          name: 'Sable Monroe',
          image: expect.any(String),
          images: [expect.any(String)],
          popularity: seed?.popularity,
        },
      ],
      songs: [],
    });
    const artist = body.reply.references?.artists[0];
    const pinned = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${body.session.sessionId}/reference-artists`,
      headers: writer.headers,
      payload: { artistIds: [artist?.id], artistsData: [artist] },
    });
    expect(pinned.statusCode).toBe(200);
    expect(pinned.json().referenceArtistsJson).toEqual([artist]);
  });

  it('offers an artist typed in lower case, as the catalogue spells it', async () => {
    const seed = SEED_ARTISTS.find((a) => a.name === 'Sable Monroe');
    const body = await chat('something like sable monroe, slow and warm');
    expect(body.reply.references?.artists.map((a) => [a.id, a.name])).toEqual([[seed?.id, 'Sable Monroe']]);
  });

  it('offers a named song by its artist, with the id the My Songs dropdown saves', async () => {
    const body = await chat('I keep playing Porch Light by Juniper Reyes on the drive home.');
    const song = body.reply.references?.songs[0];
    expect(song).toMatchObject({ name: 'Porch Light', artists: [{ name: 'Juniper Reyes' }] });
    expect(song?.id).toMatch(/^9\d+$/);
    const pinned = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${body.session.sessionId}/reference-songs`,
      headers: writer.headers,
      payload: { songIds: [song?.id], songsData: [song] },
    });
    expect(pinned.statusCode).toBe(200);
    expect(body.reply.references?.artists.map((a) => a.name)).toEqual(['Juniper Reyes']);
  });

  it('keeps the offers with their reply, so a reloaded conversation offers them again', async () => {
    const named = await chat('Make it slow and warm, like an old Sable Monroe record.');
    const { sessionId } = named.session;
    const next = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: writer.headers,
      payload: { message: 'The kitchen radio was always on', sessionId },
    });
    expect(next.statusCode).toBe(200);

    const reloaded = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${sessionId}`,
      headers: writer.headers,
    });
    const replies = sessionSchema.parse(reloaded.json()).messagesJson.filter((m) => m.role === 'assistant');
    expect(replies).toHaveLength(2);
    expect(replies[0]).toMatchObject({ content: named.reply.content, references: named.reply.references });
    expect(replies[1]).not.toHaveProperty('references');
  });

  it('offers nothing for an artist the catalogue does not have, and answers as usual', async () => {
    const body = await chat('Make it slow country, like an old Zed Quorrin record.');
    expect(body.reply.content).not.toBe('');
    expect(body.reply).not.toHaveProperty('references');
  });

  it('offers nothing back for the automatic message that announces a pinned artist', async () => {
    const body = await chat(`${COPY.chat.addedEmoji.artist} ${COPY.chat.addedArtist}Sable Monroe`);
    expect(body.reply).not.toHaveProperty('references');
  });
});

describe('POST /api/chat references, Musixmatch', () => {
  let m: MusixmatchApp;
  let writer: MusixmatchSignIn;
  beforeAll(async () => {
    m = await startMusixmatchApp();
    writer = await signInWithFake(m.t.app);
  });
  afterEach(() => m.api.reset());
  afterAll(() => m?.close());

  it("finds the artist in Musixmatch's catalogue", async () => {
    const res = await chatOn(m.t, writer, 'Something like Harbour Lights, all ropes and gulls.');
    expect(res.statusCode).toBe(200);
    expect(res.json().reply.references.artists).toMatchObject([{ id: '33491890', name: 'Harbour Lights' }]);
  });

  it('answers as usual, without references, when the catalogue search fails', async () => {
    m.api.failWith('artist.search', 503);
    const res = await chatOn(m.t, writer, 'Something like Harbour Lights, all ropes and gulls.');
    expect(res.statusCode).toBe(200);
    expect(res.json().reply.content).not.toBe('');
    expect(res.json().reply).not.toHaveProperty('references');
    expect(m.api.requests.some((url) => url.pathname.endsWith('artist.search'))).toBe(true);
  });
});
