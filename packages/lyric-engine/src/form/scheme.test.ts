import { describe, expect, it } from 'vitest';
import { readForm } from './scheme';

/** Which earlier line the next one must rhyme with, read off the lines alone (no style director). */
const partnerAfter = (lines: string[], earlier: string[][] = [], style: 'AABB' | 'ABCB' | null = null) =>
  readForm(lines, earlier, style).partner;

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
    expect(readForm(lines, earlier, null)).toEqual({ scheme: 'AABA', partner: 1 });
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
});
