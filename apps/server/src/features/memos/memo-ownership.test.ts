import { randomUUID } from 'node:crypto';
import { synthWav } from '@lyricist/test-support/audio';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSessionBody } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { uploadMemo } from '../../../test/memo-uploads';
import { createUser, type SignedIn } from '../../../test/sign-in';

let t: TestApp;
let owner: SignedIn;
let intruder: SignedIn;
let ownerSession: string;
let intruderSession: string;
let memoId: string;
const melody = synthWav();

const UNKNOWN_ID = '6f1c2b1a-1111-4111-8111-111111111111';

const call = (who: SignedIn, method: InjectOptions['method'], url: string, body?: object) =>
  t.app.inject({
    method,
    url,
    // The owner's id in x-user-id must not help: the bearer token is the only identity.
    headers: { ...who.headers, 'x-user-id': owner.profile.id },
    ...(body ? { payload: body } : {}),
  });

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app, 'Owner');
  intruder = await createUser(t.app, 'Intruder');
  ownerSession = (await call(owner, 'POST', '/api/sessions', buildSessionBody())).json().sessionId;
  intruderSession = (await call(intruder, 'POST', '/api/sessions', buildSessionBody())).json().sessionId;
  memoId = (await uploadMemo(t.app, owner, ownerSession, { audio: melody, name: 'Hook' })).json().memoId;
});
afterAll(() => t.close());

/** Every memo route, as [method, path under /api/sessions, body]; {s} the session, {m} the memo. */
const ROUTES: [InjectOptions['method'], string, object | undefined][] = [
  ['GET', '/{s}/memos', undefined],
  ['GET', '/{s}/memos/{m}/audio', undefined],
  ['PUT', '/{s}/memos/{m}', { name: 'Mine now' }],
  [
    'PUT',
    '/{s}/memos/{m}',
    { phrases: [{ start: 0, end: 1, syllables: 4, syllablesMax: 4, strongBeats: [], notes: 4 }] },
  ],
  ['PUT', '/{s}/memos/{m}', { linkedStanza: 0 }],
  ['PUT', '/{s}/memos/{m}', { linkedStanza: 0, linkedSpan: { from: 1, to: 2 } }],
  ['DELETE', '/{s}/memos/{m}', undefined],
];
const url = (path: string, session: string, memo: string) =>
  `/api/sessions${path.replace('{s}', session).replace('{m}', memo)}`;

// R-session-4, R-memo-1: another writer's ids answer exactly like unknown ones.
describe("another writer's memos", () => {
  it.each(ROUTES)(
    '%s %s with the owner’s session id answers 404 like an unknown session',
    async (method, path, body) => {
      const theirs = await call(intruder, method, url(path, ownerSession, memoId), body);
      const unknown = await call(intruder, method, url(path, UNKNOWN_ID, memoId), body);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual(unknown.json());
    },
  );

  it.each(ROUTES.slice(1))(
    '%s %s with the writer’s own session and the owner’s memo id answers 404 like an unknown memo',
    async (method, path, body) => {
      const theirs = await call(intruder, method, url(path, intruderSession, memoId), body);
      const unknown = await call(intruder, method, url(path, intruderSession, randomUUID()), body);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual(unknown.json());
    },
  );

  it('cannot upload into the owner’s session, nor take the owner’s memo id into their own', async () => {
    const into = await uploadMemo(t.app, intruder, ownerSession);
    expect(into.statusCode).toBe(404);
    const taken = await uploadMemo(t.app, intruder, intruderSession, { memoId, name: 'Stolen' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).not.toHaveProperty('name');
    expect((await call(intruder, 'GET', `/api/sessions/${intruderSession}/memos`)).json()).toEqual([]);
  });

  it('leaves the owner’s memo as it was: name, phrases, link and bytes', async () => {
    const memos = (await call(owner, 'GET', `/api/sessions/${ownerSession}/memos`)).json();
    expect(memos).toMatchObject([
      { memoId, name: 'Hook', size: melody.length, phrases: null, linkedStanza: null },
    ]);
    const audio = await call(owner, 'GET', `/api/sessions/${ownerSession}/memos/${memoId}/audio`);
    expect(audio.rawPayload.equals(melody)).toBe(true);
  });
});
