import type { RhymeScheme, StyleDirector } from '@lyricist/shared/ai/contracts';
import { describe, expect, it } from 'vitest';
import { readForm } from './scheme';

const styleOf = (rhymeScheme: RhymeScheme): StyleDirector => ({
  syllablesPerLine: { min: 7, max: 10, target: 8 },
  rhymeScheme,
  rhymeDensity: 'medium',
  register: 'plain',
  imagery: [],
  notes: '',
});

/** Which earlier line the next one must rhyme with, given the style director's scheme (or none). */
const partnerAfter = (lines: string[], earlier: string[][] = [], style: RhymeScheme | null = null) =>
  readForm(lines, earlier, { style: style === null ? null : styleOf(style) }).partner;

/** The same, when the writer has set the song's scheme. */
const partnerSet = (lines: string[], rhymeScheme: RhymeScheme, earlier: string[][] = []) =>
  readForm(lines, earlier, { style: styleOf('AABB'), rhymeScheme }).partner;

describe('readForm', () => {
  it('treats a lone first line as the start of a couplet', () => {
    expect(partnerAfter(['I drove back home on a Sunday night'])).toBe(0);
    expect(partnerAfter(['I drove back home on a Sunday night'], [], 'ABCB')).toBe(0);
  });

  it('starts a new pair after a finished couplet (AABB), then answers the new line', () => {
    const couplet = ['The tractor rusted where it stood', 'Beside the pile of kindling wood'];
    expect(partnerAfter(couplet, [], 'AABB')).toBeNull();
    expect(partnerAfter([...couplet, 'My mother hung the sheets to dry'])).toBe(2);
  });

  it('reads ABAB when the third line answers the first', () => {
    const lines = [
      'The water is still beneath the dock',
      'Your feet are dangling in the cold',
      'We never watch the clock',
    ];
    expect(partnerAfter(lines)).toBe(1);
    expect(partnerAfter(lines.slice(0, 2))).toBe(0);
  });

  it('reads ABCB when three lines rhyme with nothing yet', () => {
    const lines = [
      'I left a note upon the bed',
      'And took the keys to your old car',
      'The highway hummed a lonesome tune',
    ];
    expect(partnerAfter(lines)).toBe(1);
  });

  it('keeps AAAA going when three lines share a rhyme', () => {
    const lines = [
      'I see a shadow on the wall',
      'I hear it whisper, hear it call',
      'It is growing bigger, growing tall',
    ];
    expect(partnerAfter(lines)).toBe(2);
  });

  it('reads AABA from the song when its stanzas follow it', () => {
    const earlier = [
      [
        'We tag the walls at night',
        'We never hold on tight',
        'The sirens fill the square',
        'We run into the light',
      ],
    ];
    const lines = [
      'The fireflies are coming out',
      'There is no room for doubt',
      'The lemonade is cold and sweet',
    ];
    expect(readForm(lines, earlier, { style: null })).toEqual({ scheme: 'AABA', partner: 1 });
  });

  it('gives a repeated chorus the form it had the first time', () => {
    const chorus = [
      'Take me home, take me down',
      'Take me back to my old town',
      'Where the river meets the sea',
      'And my mama waits for me',
    ];
    const verse = [
      'The gravel road still knows my tires',
      'The mailbox leans the way it did',
      'I see the porch where Daddy sat',
      'And told me stories as a kid',
    ];
    expect(partnerAfter([chorus[0] as string], [chorus, verse])).toBe(0);
    expect(partnerAfter(chorus.slice(0, 2), [chorus, verse], 'ABCB')).toBeNull();
    expect(partnerAfter(chorus.slice(0, 3), [chorus, verse], 'ABCB')).toBe(2);
  });

  it('counts positions from the start of each quatrain in a long stanza', () => {
    const eight = [
      'Light a candle by the bed',
      'Say the words you never said',
      'Hold me like the night is long',
      'Hum the second verse of our song',
      'Close your eyes and go to sleep',
    ];
    expect(partnerAfter(eight)).toBe(4);
  });

  describe('with the scheme the writer set for the song', () => {
    const couplet = ['The tractor rusted where it stood', 'Beside the pile of kindling wood'];
    const third = 'The rain came down the way it should';

    it('keeps one rhyme going after a couplet in an AAAA song', () => {
      expect(partnerAfter(couplet)).toBeNull();
      expect(partnerSet(couplet, 'AAAA')).toBe(1);
    });

    it('answers the couplet, not the new line, at the end of an AABA stanza', () => {
      const aab = [...couplet, 'My mother hung the sheets to dry'];
      expect(partnerAfter(aab)).toBe(2);
      expect(partnerSet(aab, 'AABA')).toBe(1);
    });

    it('leaves a lone first line unanswered in an ABAB or ABCB song', () => {
      expect(partnerSet(couplet.slice(0, 1), 'ABAB')).toBeNull();
      expect(partnerSet(couplet.slice(0, 1), 'ABCB')).toBeNull();
      expect(partnerSet(['I left a note upon the bed', 'And took the keys to your old car'], 'ABAB')).toBe(0);
    });

    it('still reads a stanza as written when its own rhymes break the set scheme', () => {
      expect(partnerSet(couplet, 'ABAB')).toBeNull();
      expect(partnerSet([...couplet, third], 'ABCB')).toBe(2);
    });

    it('gives a free-verse song no rhyme partner at all', () => {
      expect(partnerSet(couplet.slice(0, 1), 'FREE')).toBeNull();
      expect(partnerSet([...couplet, 'My mother hung the sheets to dry'], 'FREE')).toBeNull();
    });
  });
});
