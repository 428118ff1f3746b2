import { describe, expect, it } from 'vitest';
import { kindOf } from '../banks/noun-kinds';
import { isCommon } from '../lexicon/frequency';
import { createRng } from '../util/random';
import { wordsOf } from '../util/text';
import { CORPUS_LINES } from '../vocabulary/corpus-lines-data.gen';
import { endRhymes } from '../vocabulary/line-ends';
import { meaningOf } from '../vocabulary/word-vectors';
import { corpusCandidates, voiced } from './corpus-lines';
import { voiceFor } from './grammar';
import { bareRequest } from './test-fixtures';

const I_NOW = voiceFor('i', 'present');
const YOU_THEN = voiceFor('you', 'past');
const SHE_NOW = voiceFor('she', 'present');
const WE_NOW = voiceFor('we', 'present');

describe('voiced: a written line in the song voice and tense', () => {
  it('gives the first person the song names the singer’s pronoun and the verb its tense', () => {
    const row = '{A} {A:stare:stared:stares} out the window';
    expect(voiced(row, I_NOW)).toBe('I stare out the window');
    expect(voiced(row, YOU_THEN)).toBe('you stared out the window');
    expect(voiced(row, SHE_NOW)).toBe('she stares out the window');
  });

  it('agrees "be", "have" and "do" with the new subject', () => {
    expect(voiced('{A} {A:be} a clever girl', I_NOW)).toBe('I am a clever girl');
    expect(voiced('{A} {A:be} a clever girl', YOU_THEN)).toBe('you were a clever girl');
    expect(voiced('{A} {A:haven} died there', WE_NOW)).toBe("we haven't died there");
    expect(voiced('but {A} {A:do} not move', SHE_NOW)).toBe('but she does not move');
  });

  it('makes the other person the one the singer sings to', () => {
    const row = '{A} {A:help:helped:helps} {Bo} with {Bp} dishes';
    expect(voiced(row, voiceFor('i', 'past'))).toBe('I helped you with your dishes');
    expect(voiced(row, voiceFor('you', 'present'))).toBe('you help me with my dishes');
    expect(voiced(row, voiceFor('he', 'present'))).toBe('he helps her with her dishes');
  });

  it('keeps a line’s own "I"', () => {
    const row = 'I {i:think:thought:thinks} it {3:be} over';
    expect(voiced(row, I_NOW)).toBe('I think it is over');
    expect(voiced(row, YOU_THEN)).toBe('I thought it was over');
  });

  it('leaves verbs that agree with a noun in the tense alone', () => {
    expect(voiced('the boy {3:wait:waited:waits} at the corner', I_NOW)).toBe('the boy waits at the corner');
    expect(voiced('the boys {p:wait:waited:waits} at the corner', YOU_THEN)).toBe(
      'the boys waited at the corner',
    );
  });
});

describe('the corpus-line table', () => {
  const rows = CORPUS_LINES.split('\n').filter((row) => row !== '');
  const voices = [I_NOW, YOU_THEN, SHE_NOW, WE_NOW, voiceFor('he', 'past'), voiceFor('they', 'future')];

  it('has thousands of lines', () => {
    expect(rows.length).toBeGreaterThan(2000);
  });

  it('says whose a body part is, never "I shake me head" (Brown tags that "her" as an object)', () => {
    const objectBeforeBody = rows.filter((row) =>
      [...row.matchAll(/\{[AB]o\} ([a-z]+)/g)].some(([, next]) => kindOf(next ?? '') === 'body'),
    );
    expect(objectBeforeBody).toEqual([]);
    expect(rows).toContain('and {A} {A:grab:grabbed:grabs} {Bp} wrist');
  });

  it('agrees "there is" and "there were" with what comes after them', () => {
    expect(
      rows.filter((row) => /there \{3:be\} (two|three|four|five|many|several|other)\b/.test(row)),
    ).toEqual([]);
    expect(voiced('there {p:be} only four cars parked across the street', voiceFor('i', 'past'))).toBe(
      'there were only four cars parked across the street',
    );
  });

  it('fills every slot in every voice, with plain common words only', () => {
    for (const voice of voices)
      for (const row of rows) {
        const text = voiced(row, voice);
        expect(text, row).toMatch(/^[A-Za-z' ]+$/);
        for (const word of wordsOf(text))
          expect(isCommon(word.replace(/'s$/, '')), `${word} in ${text}`).toBe(true);
      }
  });
});

describe('written lines and the people a song names', () => {
  /** Next lines rhyming with "floor" in a song about a diner kitchen, its lines as given. */
  const candidates = (lines: readonly string[], singer = 'i') => {
    const request = bareRequest({
      ends: endRhymes('floor')
        .perfect.filter((e) => e.isBanked)
        .map((entry) => ({ entry, penalty: 0 })),
      target: 9,
      voice: voiceFor(singer, 'present'),
      material: { images: ['fryer', 'tickets'], feel: 'sorrow' },
      existing: new Set(lines.map((l) => l.toLowerCase())),
      attempts: 0,
      rng: createRng(3),
      meaning: meaningOf(['fryer', 'grease', 'kitchen', 'apron', 'door', 'tickets', 'smoke']),
    });
    return corpusCandidates(request).map((c) => c.text);
  };
  const kitchen = [
    "The fryer's spitting grease across my arms",
    'The tickets pile up and the smoke sets off alarms',
  ];

  it('never brings in a person the song has not named, not even as "that woman\'s apron"', () => {
    const texts = candidates(kitchen);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts).not.toContain("I see that woman's apron behind the door");
    expect(texts.filter((t) => /\b(woman|women|man|men|doctor|husband)('s)?\b/i.test(t))).toEqual([]);
  });

  it('never says "I" or "you" in a song told about him or her', () => {
    const firstOrSecond = /\b(i|me|my|you|your)\b/i;
    expect(candidates(kitchen).filter((t) => firstOrSecond.test(t)).length).toBeGreaterThan(0);
    const told = candidates(kitchen, 'she');
    expect(told.length).toBeGreaterThan(0);
    expect(told.filter((t) => firstOrSecond.test(t))).toEqual([]);
  });

  it('lets a line name a person the song already named, in any form', () => {
    expect(candidates([...kitchen, 'The women on the night shift call me hon'])).toContain(
      "I see that woman's apron behind the door",
    );
  });
});
