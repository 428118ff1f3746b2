import { describe, expect, it } from 'vitest';
import { fileName, plainText, sectionTagged } from './export-lyrics';

describe('export', () => {
  it('names files after the title', () => {
    expect(fileName('Midnight, Again!', 'pdf')).toBe('midnight-again.pdf');
    expect(fileName('🔥', 'txt')).toBe('lyrics.txt');
  });

  it('writes the title, a blank line and the lyrics to the text file', () => {
    expect(plainText('Song', 'a\nb\n\n')).toBe('Song\n\na\nb\n');
  });

  it('tidies section tags for Suno-style prompts', () => {
    const lyrics = '[verse 1]  \n\nline one  \nline two\n\n\n[ pre-chorus ]\nup\n[CHORUS]\n\nhold on\n\n';
    expect(sectionTagged(lyrics)).toBe(
      '[Verse 1]\nline one\nline two\n\n[Pre-Chorus]\nup\n\n[CHORUS]\nhold on',
    );
  });
});
