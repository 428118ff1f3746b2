import { describe, expect, it } from 'vitest';
import { lineRoles, marginRhymeLetters, sectionTag } from './sections';

describe('sectionTag', () => {
  it.each([
    ['[Verse]', 'Verse'],
    ['[Verse 2]', 'Verse 2'],
    ['  [Pre-Chorus]  ', 'Pre-Chorus'],
    ['[Guitar solo, quiet]', 'Guitar solo, quiet'],
  ])('%s is a tag', (line, label) => expect(sectionTag(line)).toBe(label));

  it.each(['[Chorus] and words', 'words [Chorus]', '[]', '[ ]', '[[Chorus]]', 'Chorus'])(
    '%s is not a tag',
    (line) => expect(sectionTag(line)).toBeNull(),
  );
});

describe('margins with sections', () => {
  it('gives a tag no letter and restarts the letters after it', () => {
    const text = ['[Verse]', 'the night', 'the light', '[Chorus]', 'go home', 'the light'].join('\n');
    expect(marginRhymeLetters(text)).toEqual([null, 'A', 'A', null, 'A', 'B']);
  });

  it('marks a chorus sung again word for word as a repeat, and counts it once', () => {
    const chorus = ['hold on', 'hold on'];
    const text = ['[Chorus]', ...chorus, '', '[Verse 2]', 'new words', '', '[Chorus]', ...chorus].join('\n');
    const roles = lineRoles(text);
    expect(roles).toEqual([
      'tag',
      'text',
      'text',
      'text',
      'tag',
      'text',
      'text',
      'repeat-tag',
      'repeated',
      'repeated',
    ]);
    expect(marginRhymeLetters(text, roles).slice(7)).toEqual([null, null, null]);
  });

  it('does not call a changed chorus, or a verse with the chorus’s words, a repeat', () => {
    const text = ['[Chorus]', 'hold on', '[Chorus]', 'hold tight', '[Verse]', 'hold on'].join('\n');
    expect(lineRoles(text).filter((role) => role.startsWith('repeat'))).toEqual([]);
  });

  it('stays linear: 50,000 characters of tags and lines in well under a second', () => {
    const text = '[Chorus]\nla la la\n'.repeat(3000).slice(0, 50_000);
    const started = performance.now();
    lineRoles(text);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
