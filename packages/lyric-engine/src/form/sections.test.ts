import type { AutocompleteInput, StorytellingDirector } from '@lyricist/shared/ai/contracts';
import { describe, expect, it } from 'vitest';
import { cmuRhyme, lastWordOf, normalize } from '../../bench/cmu-check';
import { autocomplete } from '../autocomplete/index';
import { formTarget } from '../autocomplete/keeps-form';
import { styleDirector } from '../directors/style';
import { rhymeKey } from '../phonetics/rhyme';
import { prosody } from '../prosody/index';
import { title } from '../title/index';

const story: StorytellingDirector = {
  situation: 'Coming home after my father sold the family farm',
  turn: 'The land is gone but I still carry it',
  chorusMessage: 'You can sell the land but not the roots',
  images: ['hay barn', 'old truck', 'porch light'],
  emotions: ['grief', 'love'],
  pointOfView: 'first',
  tense: 'past',
};
// The style the app computes for a pinned genre and mood.
const style = styleDirector({ moods: ['Nostalgic'], genres: ['Country'], artists: [], songs: [] });
const at = (lyrics: string): AutocompleteInput => ({
  lyrics,
  cursorPosition: lyrics.length,
  storytelling: story,
  style,
});
const next = (lyrics: string) => autocomplete(at(lyrics)).suggestion;

const VERSE = `[Verse 1]
I drove back home on a Sunday night
The porch light burning soft and white
Dad stood out by the old hay barn
With a for sale sign across the farm
`;
const CHORUS = [
  'You can sell the land but not the roots',
  'I still got the dirt on my boots',
  'Every field I plowed is in my bones',
  "You can't sign away a place called home",
];
const SONG = `${VERSE}\n[Chorus]\n${CHORUS.join('\n')}\n`;
const VERSE_2 = [
  '\n[Verse 2]\n',
  '\n[Verse 2]\nThe auction man came on a Monday\n',
  '\n[Verse 2]\nThey sold the tractor and the truck\n',
  '\n[Verse 2]\nThey sold the tractor and the truck\nMama packed the china in a box\n',
];

describe('a section tag is not a lyric line', () => {
  it('is never a rhyme partner and counts as a stanza break, for rhyme and meter alike', () => {
    const songs = [
      `${VERSE}[Chorus]\n`,
      `${VERSE}[Chorus]\nYou can sell the land\n`,
      '[Intro]\nHold on\n[Verse]\nI drove back home on a Sunday night\n',
      `${SONG}[Bridge]\nMaybe someday I will buy it back\n`,
    ];
    for (const lyrics of songs) {
      const asBlank = lyrics.replace(/^\[[^\]\n]+\]$/gm, '');
      expect(formTarget(at(lyrics)), lyrics).toEqual(formTarget(at(asBlank)));
    }
    // The line after the tag starts a stanza: it answers nothing above the tag.
    expect(formTarget(at(`${VERSE}[Chorus]\n`)).partner).toBeNull();
    // and a chorus's second line answers its first, not "[Chorus]".
    expect(formTarget(at('[Chorus]\nYou can sell the land\n')).partner).toBe('You can sell the land');
  });

  it('gets no syllables, stress or rhyme key in the prosody reading, and is never the title', () => {
    const read = prosody('[Chorus]\nYou can sell the land\n[Verse 2]\nHold it in your hand');
    expect(read.lines[0]).toEqual({ text: '[Chorus]', syllables: 0, stress: '', rhymeKey: null });
    expect(read.rhymeGroups).toEqual([]);
    const twice = `[Chorus]\nThe dirt on my boots\n\n[Verse]\nDad sold the farm\n\n[Chorus]\nThe dirt on my boots\n`;
    expect(title({ lyrics: twice, themeData: null, storytelling: null }).title).toBe('The Dirt on My Boots');
  });

  it('is a tag in brackets or a bare name; a line that only starts with a section word is sung', () => {
    expect(formTarget(at('Chorus:\nYou can sell the land\n')).partner).toBe('You can sell the land');
    expect(formTarget(at('Verse 2\nYou can sell the land\n')).partner).toBe('You can sell the land');
    expect(formTarget(at('Chorus of birds at night\n')).partner).toBe('Chorus of birds at night');
    expect(next('Verse after verse I sang all night\n')).not.toBe('');
  });

  it('is not finished as if it were a line', () => {
    expect(next(`${VERSE}\n[Cho`)).toBe('');
    expect(next(`${VERSE}\nChorus:`)).toBe('');
  });
});

describe('a chorus repeats and hooks', () => {
  it('offers the first chorus again, line by line, in a later chorus', () => {
    const later = `${SONG}\n[Verse 2]\nThey sold the tractor and the truck\n\n[Chorus 2]\n`;
    CHORUS.forEach((line, i) => {
      expect(
        next(
          later +
            CHORUS.slice(0, i)
              .map((l) => `${l}\n`)
              .join(''),
        ),
      ).toBe(line);
    });
    const final = `${SONG}\n[Pre-Chorus]\nThey sold the tractor and the truck\n\n[Final Chorus]\n`;
    expect(next(final)).toBe(CHORUS[0]);
    expect(next(`${SONG}\n[Pre-Chorus]\n`)).not.toBe(CHORUS[0]);
    // The writer has begun the line: the rest of it, from a word boundary only.
    expect(next(`${later}You can sell`)).toBe('the land but not the roots');
    expect(next(`${later}You can se`)).not.toBe('ll the land but not the roots');
    // Past the first chorus's end, or where the writer sang something else, the engine writes anew.
    expect(CHORUS.map(normalize)).not.toContain(normalize(next(`${later}${CHORUS.join('\n')}\n`)));
  });

  it('offers a stanza again in an untagged song once a whole line of it is sung again', () => {
    const verse = VERSE.replace('[Verse 1]\n', '');
    const song = `${verse}\n${CHORUS.join('\n')}\n\nThey sold the tractor and the truck\n\n`;
    // A stanza's first line, or its first few words, could open any stanza: the engine writes anew.
    expect(CHORUS.map(normalize)).not.toContain(normalize(next(song)));
    expect(next(`${song}You can sell`)).not.toBe('the land but not the roots');
    // Most of that first line typed is the stanza begun again.
    expect(next(`${song}You can sell the land`)).toBe('but not the roots');
    expect(next(`${song}${CHORUS[0]}\n`)).toBe(CHORUS[1]);
    expect(next(`${song}${CHORUS.slice(0, 3).join('\n')}\n`)).toBe(CHORUS[3]);
    expect(next(`${song}${CHORUS[0]}\nI still got`)).toBe('the dirt on my boots');
    // Where the writer sings the stanza differently, or past its end, the line is theirs to invent.
    expect(next(`${song}${CHORUS[0]}\nWe still got`)).not.toContain('dirt on my boots');
    const changed = `${song}${CHORUS[0]}\nThe dust is all I kept\n`;
    expect(CHORUS.map(normalize)).not.toContain(normalize(next(changed)));
    expect(CHORUS.map(normalize)).not.toContain(normalize(next(`${song}${CHORUS.join('\n')}\n`)));
    // Capitals and punctuation aside, the line is the same line.
    expect(next(`${song}${CHORUS[0]?.toUpperCase()}!\n`)).toBe(CHORUS[1]);
  });

  it("returns to the first chorus's hook: its nouns come back, and the hook line closes the quatrain when it rhymes", () => {
    const chorus = '\n[Chorus]\nYou can sell the land\n';
    // "bones" does not rhyme with the hook line, so the fourth line is a new one, on the hook's image.
    const three = `${VERSE}\n[Chorus]\n${CHORUS.slice(0, 3).join('\n')}\n`;
    expect(next(three)).toMatch(/\b(land|roots)\b/i);
    expect(next(three.replace('[Chorus]', '[Verse 2]'))).not.toMatch(/\b(land|roots)\b/i);
    const quatrain = `${VERSE}${chorus}Hold it in your hand\nNothing goes as planned\n`;
    expect(next(quatrain)).toBe('You can sell the land');
    expect(next(quatrain.replace('[Chorus]', '[Verse 2]'))).not.toBe('You can sell the land');
  });
});

describe('a verse moves the story', () => {
  it("never ends on the chorus's end words nor sings a chorus line", () => {
    const chorusEnds = new Set(CHORUS.map(lastWordOf));
    for (const v of VERSE_2) {
      const line = next(SONG + v);
      expect(line, v).not.toBe('');
      expect(chorusEnds.has(lastWordOf(line)), line).toBe(false);
      expect(CHORUS.map(normalize)).not.toContain(normalize(line));
    }
  });
});

describe('a bridge turns', () => {
  it('starts its rhymes on sounds the verses never used, and keeps its own couplets', () => {
    const verseSounds = new Set(
      ['night', 'white', 'barn', 'farm', 'monday', 'truck', 'box'].map((w) => rhymeKey(w)),
    );
    const bridge = `${SONG}\n[Verse 2]\nThe auction man came on a Monday\nThey sold the tractor and the truck\n\n[Bridge]\n`;
    const first = next(bridge);
    expect(verseSounds.has(rhymeKey(lastWordOf(first)))).toBe(false);
    const second = next(`${bridge}Maybe someday I will buy it back\n`);
    expect(cmuRhyme(lastWordOf(second), 'back')).not.toBeNull();
    const third = next(`${bridge}Maybe someday I will buy it back\nPut a new roof on that old shack\n`);
    expect(verseSounds.has(rhymeKey(lastWordOf(third)))).toBe(false);
  });
});
