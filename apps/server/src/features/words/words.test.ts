import {
  MAX_LYRICS_CHARS,
  MAX_PRONUNCIATIONS,
  WORDS_RATE_LIMIT_PER_MINUTE,
} from '@lyricist/shared/constants';
import {
  meterAnswerSchema,
  pronunciationListSchema,
  wordAnswerSchema,
  wordSearchAnswerSchema,
} from '@lyricist/shared/words/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { newLimitWindows } from '../../../test/limit-windows';
import { createUser, type SignedIn } from '../../../test/sign-in';
import { pronunciations } from '../../db/schema/index';

let t: TestApp;
let writer: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  writer = await createUser(t.app);
});
afterAll(() => t.close());

const call = (who: SignedIn | null, method: InjectOptions['method'], url: string, body?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: who?.headers ?? {},
    ...(body === undefined ? {} : { payload: body as object }),
  });

const words = (groups: { words: { word: string }[] }[]) => groups.flatMap((g) => g.words.map((e) => e.word));

describe('GET /api/words/:word', () => {
  it('answers rhymes by kind, grouped by syllables, most common first, and a meaning', async () => {
    const res = await call(writer, 'GET', '/api/words/Love');
    expect(res.statusCode).toBe(200);
    const answer = wordAnswerSchema.parse(res.json());
    expect(answer).toMatchObject({ word: 'love', syllables: 1, stress: '1', pronunciation: 'dictionary' });
    expect(words(answer.rhymes.perfect)).toEqual(expect.arrayContaining(['above', 'glove', 'dove', 'of']));
    expect(words(answer.rhymes.perfect)).not.toContain('love');
    expect(words(answer.rhymes.slant)).toEqual(expect.arrayContaining(['enough', 'stuff']));
    const counts = answer.rhymes.perfect.map((g) => g.syllables);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(answer.rhymes.perfect.flatMap((g) => g.words).every((e) => e.common && e.grade === 1)).toBe(true);
    expect(answer.meaning.senses[0]?.definition).toMatch(/affection/);
    expect(answer.meaning.synonyms).toContain('passion');
  });

  it('lists multi-syllable endings, and uncommon words only with all=true', async () => {
    const common = wordAnswerSchema.parse((await call(writer, 'GET', '/api/words/tomorrow')).json());
    expect(words(common.rhymes.multi)).toEqual(expect.arrayContaining(['sorrow', 'borrow']));
    const all = wordAnswerSchema.parse((await call(writer, 'GET', '/api/words/tomorrow?all=true')).json());
    const uncommon = all.rhymes.multi.flatMap((g) => g.words).filter((e) => !e.common);
    expect(uncommon.length).toBeGreaterThan(0);
    expect(common.rhymes.multi.flatMap((g) => g.words).every((e) => e.common)).toBe(true);
  });

  it('guesses syllables for a word the dictionary lacks, with no rhymes or meaning', async () => {
    const answer = wordAnswerSchema.parse((await call(writer, 'GET', '/api/words/zorblaxing')).json());
    expect(answer).toMatchObject({ pronunciation: 'guess', syllables: 3, stress: '100' });
    expect(answer.rhymes).toEqual({ perfect: [], slant: [], multi: [] });
    expect(answer.meaning).toEqual({ senses: [], synonyms: [], related: [] });
  });

  it.each([
    ['/api/words/two%20words', 'word'],
    ['/api/words/a1', 'word'],
    [`/api/words/${'a'.repeat(41)}`, 'word'],
    ['/api/words/love?all=yes', 'all'],
  ])('refuses %s with 400 naming the field', async (url, field) => {
    const res = await call(writer, 'GET', url);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', field });
  });
});

describe('GET /api/words?rhymesWith=&means=', () => {
  it('finds words that mean one word and rhyme with another, best rhyme first', async () => {
    const res = await call(writer, 'GET', '/api/words?rhymesWith=fire&means=want');
    const { results } = wordSearchAnswerSchema.parse(res.json());
    expect(results.map((r) => r.word)).toContain('desire');
    expect(results.every((r) => r.kind !== null && r.grade >= 0.6)).toBe(true);
    expect(results.map((r) => r.grade)).toEqual([...results.map((r) => r.grade)].sort((a, b) => b - a));
  });

  it('answers meaning alone (kind null) and rhymes alone', async () => {
    const means = wordSearchAnswerSchema.parse((await call(writer, 'GET', '/api/words?means=sad')).json());
    expect(means.results.map((r) => r.word)).toContain('sorrow');
    expect(means.results.every((r) => r.kind === null)).toBe(true);
    const rhymes = wordSearchAnswerSchema.parse(
      (await call(writer, 'GET', '/api/words?rhymesWith=night')).json(),
    );
    expect(rhymes.results.map((r) => r.word)).toContain('light');
    expect(rhymes.results.map((r) => r.word)).not.toContain('tonight');
  });

  it('keeps only the words of the syllable count asked for (R-toolbox-2)', async () => {
    const all = wordSearchAnswerSchema.parse(
      (await call(writer, 'GET', '/api/words?rhymesWith=fire')).json(),
    );
    const two = wordSearchAnswerSchema.parse(
      (await call(writer, 'GET', '/api/words?rhymesWith=fire&syllables=2')).json(),
    );
    expect(new Set(all.results.map((r) => r.syllables)).size).toBeGreaterThan(1);
    expect(two.results.length).toBeGreaterThan(0);
    expect(two.results.every((r) => r.syllables === 2)).toBe(true);
    expect(two.results.map((r) => r.word)).toContain('higher');
    // Filtered before the 60 are taken: more two-syllable rhymes than the unfiltered page holds.
    expect(two.results.length).toBeGreaterThan(all.results.filter((r) => r.syllables === 2).length);
  });

  it.each([
    ['/api/words', 'rhymesWith'],
    ['/api/words?rhymesWith=', 'rhymesWith'],
    ['/api/words?means=%3Cscript%3E', 'means'],
    ['/api/words?rhymesWith=fire&all=1', 'all'],
    ['/api/words?rhymesWith=fire&syllables=0', 'syllables'],
    ['/api/words?rhymesWith=fire&syllables=13', 'syllables'],
    ['/api/words?rhymesWith=fire&syllables=two', 'syllables'],
  ])('refuses %s with 400 naming the field', async (url, field) => {
    const res = await call(writer, 'GET', url);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', field });
  });
});

describe('POST /api/words/meter', () => {
  it('gives each line its stress, blank for blank lines and section tags', async () => {
    const lyrics = '[Verse 1]\nI set the fire to the rain\n\nEvery night';
    const res = await call(writer, 'POST', '/api/words/meter', { lyrics });
    expect(meterAnswerSchema.parse(res.json()).lines).toEqual([
      { stress: '' },
      { stress: '01010001' },
      { stress: '' },
      { stress: '1001' },
    ]);
  });

  it('takes lyrics at the size limit, and refuses longer ones with 400', async () => {
    const line = 'the fire burns along the road tonight\n';
    const lyrics = line.repeat(Math.floor(MAX_LYRICS_CHARS / line.length));
    const res = await call(writer, 'POST', '/api/words/meter', { lyrics });
    expect(res.statusCode).toBe(200);
    expect(res.json().lines).toHaveLength(lyrics.split('\n').length);
    const over = await call(writer, 'POST', '/api/words/meter', { lyrics: 'a'.repeat(MAX_LYRICS_CHARS + 1) });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.field).toBe('lyrics');
  });
});

describe('/api/pronunciations', () => {
  it('sets, lists, uses and forgets a writer’s syllable count', async () => {
    const me = await createUser(t.app);
    const set = await call(me, 'PUT', '/api/pronunciations/Fire', { syllables: 1 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ word: 'fire', syllables: 1 });
    expect(pronunciationListSchema.parse((await call(me, 'GET', '/api/pronunciations')).json())).toEqual({
      pronunciations: [{ word: 'fire', syllables: 1 }],
    });

    const lookup = wordAnswerSchema.parse((await call(me, 'GET', '/api/words/fire')).json());
    expect(lookup).toMatchObject({ syllables: 1, stress: '1', pronunciation: 'writer' });
    const meter = (await call(me, 'POST', '/api/words/meter', { lyrics: 'fire' })).json();
    expect(meter.lines).toEqual([{ stress: '1' }]);
    const rhymes = wordAnswerSchema.parse((await call(me, 'GET', '/api/words/desire')).json());
    const fire = rhymes.rhymes.perfect.flatMap((g) => g.words).find((e) => e.word === 'fire');
    expect(fire?.syllables).toBe(1);

    const removed = await call(me, 'DELETE', '/api/pronunciations/fire');
    expect(removed.json()).toEqual({ pronunciations: [] });
    const again = wordAnswerSchema.parse((await call(me, 'GET', '/api/words/fire')).json());
    expect(again).toMatchObject({ syllables: 2, stress: '10', pronunciation: 'dictionary' });
    const gone = await call(me, 'DELETE', '/api/pronunciations/fire');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.code).toBe('not_found');
  });

  it("takes a sung word that drops a letter at either end (lovin', 'cause) and counts it in the meter", async () => {
    const me = await createUser(t.app);
    const before = meterAnswerSchema.parse(
      (await call(me, 'POST', '/api/words/meter', { lyrics: "lovin'" })).json(),
    );
    expect(before.lines[0]?.stress).toHaveLength(2);
    const set = await call(me, 'PUT', `/api/pronunciations/${encodeURIComponent("Lovin'")}`, {
      syllables: 1,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ word: "lovin'", syllables: 1 });
    const after = meterAnswerSchema.parse(
      (await call(me, 'POST', '/api/words/meter', { lyrics: "lovin'" })).json(),
    );
    expect(after.lines[0]?.stress).toHaveLength(1);
    const cause = await call(me, 'GET', `/api/words/${encodeURIComponent("'cause")}`);
    expect(cause.statusCode, cause.body).toBe(200);
  });

  it.each([
    [{ syllables: 0 }, 'syllables'],
    [{ syllables: 13 }, 'syllables'],
    [{ syllables: 1.5 }, 'syllables'],
    [{ syllables: '2' }, 'syllables'],
    [{}, 'syllables'],
  ])('refuses %j with 400 and changes nothing', async (body, field) => {
    const me = await createUser(t.app);
    const res = await call(me, 'PUT', '/api/pronunciations/fire', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe(field);
    expect((await call(me, 'GET', '/api/pronunciations')).json()).toEqual({ pronunciations: [] });
  });

  it('refuses a new word past the limit with 409, still updating a kept one', async () => {
    const me = await createUser(t.app);
    await t.db.insert(pronunciations).values(
      Array.from({ length: MAX_PRONUNCIATIONS }, (_, i) => ({
        userId: me.profile.id,
        word: `word${String.fromCharCode(97 + (i % 26))}${i}`.replace(
          /\d/g,
          (d) => 'abcdefghij'[Number(d)] ?? '',
        ),
        syllables: 2,
      })),
    );
    const full = await call(me, 'PUT', '/api/pronunciations/fire', { syllables: 1 });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.code).toBe('conflict');
    const kept = (await call(me, 'GET', '/api/pronunciations')).json().pronunciations;
    expect(kept).toHaveLength(MAX_PRONUNCIATIONS);
    const update = await call(me, 'PUT', `/api/pronunciations/${kept[0].word}`, { syllables: 3 });
    expect(update.json()).toEqual({ word: kept[0].word, syllables: 3 });
  });

  it('keeps each writer’s counts their own', async () => {
    const owner = await createUser(t.app, 'Owner');
    const intruder = await createUser(t.app, 'Intruder');
    await call(owner, 'PUT', '/api/pronunciations/fire', { syllables: 1 });
    expect((await call(intruder, 'GET', '/api/pronunciations')).json()).toEqual({ pronunciations: [] });
    expect((await call(intruder, 'DELETE', '/api/pronunciations/fire')).statusCode).toBe(404);
    expect((await call(intruder, 'GET', '/api/words/fire')).json().syllables).toBe(2);
    await call(intruder, 'PUT', '/api/pronunciations/fire', { syllables: 3 });
    expect((await call(owner, 'GET', '/api/pronunciations')).json()).toEqual({
      pronunciations: [{ word: 'fire', syllables: 1 }],
    });
  });
});

describe('access and limits', () => {
  const ROUTES: [InjectOptions['method'], string, unknown][] = [
    ['GET', '/api/words/love', undefined],
    ['GET', '/api/words?rhymesWith=love', undefined],
    ['POST', '/api/words/meter', { lyrics: 'love' }],
    ['GET', '/api/pronunciations', undefined],
    ['PUT', '/api/pronunciations/love', { syllables: 2 }],
    ['DELETE', '/api/pronunciations/love', undefined],
  ];

  it.each(ROUTES)('%s %s answers 401 without a token', async (method, url, body) => {
    const res = await call(null, method, url, body);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });

  it('limits each writer to its own count per minute, apart from other writers', async () => {
    await newLimitWindows(t.db);
    const busy = await createUser(t.app);
    const other = await createUser(t.app);
    for (let i = 0; i < WORDS_RATE_LIMIT_PER_MINUTE; i++)
      expect((await call(busy, 'GET', '/api/pronunciations')).statusCode).toBe(200);
    const limited = await call(busy, 'GET', '/api/words/love');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(other, 'GET', '/api/words/love')).statusCode).toBe(200);
  });
});
