import { describe, expect, it } from 'vitest';
import { PREAMBLE } from './preamble';
import { blankPage, lyricSheet } from './prompt';

const input = (lyrics: string, images: string[] = []) => ({
  lyrics,
  cursorPosition: lyrics.length,
  storytelling: {
    situation: '',
    turn: '',
    chorusMessage: '',
    images,
    emotions: [],
    pointOfView: 'first' as const,
    tense: 'present' as const,
  },
  style: null,
});

describe('lyricSheet', () => {
  it('is the preamble, the first image as a title, and the song up to the cursor', () => {
    const sheet = lyricSheet(input('I fold the map along the creases\nThe', ['road map', 'truck']));
    expect(sheet).toBe(`${PREAMBLE}\n\nRoad Map\n\nI fold the map along the creases\nThe`);
    expect(sheet.startsWith(blankPage().slice(0, PREAMBLE.length))).toBe(true);
  });

  it('reads whole lines of a long song, and at most 700 characters of one endless line', () => {
    const long = `${'We drove all night and sang along\n'.repeat(100)}And then`;
    const song = lyricSheet(input(long)).slice(`${PREAMBLE}\n\nUntitled\n\n`.length);
    expect(song.length).toBeLessThanOrEqual(700);
    expect(song.startsWith('We drove all night')).toBe(true);
    const endless = lyricSheet(input('la '.repeat(20_000)));
    expect(endless.length).toBe(`${PREAMBLE}\n\nUntitled\n\n`.length + 700);
  });
});
