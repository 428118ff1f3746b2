import { storytellingDirectorSchema, styleDirectorSchema } from '@lyricist/shared/ai/contracts';
import { describe, expect, it } from 'vitest';
import { chat } from '../chat/index';
import { storytellingDirector } from './storytelling';
import { styleDirector } from './style';

const NO_CONTEXT = { moods: [], genres: [], artists: [], songs: [] };

describe('styleDirector', () => {
  it('has sensible defaults when nothing is pinned', () => {
    const out = styleDirector(NO_CONTEXT);
    expect(() => styleDirectorSchema.parse(out)).not.toThrow();
    expect(out.syllablesPerLine).toEqual({ min: 6, max: 10, target: 8 });
    expect(out.imagery.length).toBeGreaterThan(0);
  });
  it('follows genres for form and moods for imagery', () => {
    const hipHop = styleDirector({ ...NO_CONTEXT, genres: ['hip-hop'], moods: ['confident'] });
    const folk = styleDirector({ ...NO_CONTEXT, genres: ['folk'], moods: ['sad'] });
    expect(hipHop.register).toBe('street');
    expect(hipHop.syllablesPerLine.target).toBeGreaterThan(folk.syllablesPerLine.target);
    expect(folk.rhymeScheme).toBe('ABCB');
    expect(folk.imagery).toContain('rain');
    expect(hipHop.imagery).toContain('crown');
  });
  it('cuts long notes without splitting a character the database could not store', () => {
    // Astral names (two UTF-16 units each): at some padding the 500-unit cut lands inside a pair.
    for (let pad = 0; pad < 2; pad++) {
      const artists = Array.from({ length: 50 }, () => `${'a'.repeat(pad)}\u{1F3B8}\u{1F3B8}\u{1F3B8}`);
      for (const genres of [[], ['folk']]) {
        const out = styleDirector({ ...NO_CONTEXT, genres, artists });
        expect(out.notes.length).toBeGreaterThan(490);
        expect(() => styleDirectorSchema.parse(out)).not.toThrow();
      }
    }
  });
  it('names the reference artists and songs in its notes', () => {
    const out = styleDirector({
      ...NO_CONTEXT,
      artists: ['Adele'],
      songs: [{ name: 'Jolene', artists: ['Dolly Parton'] }],
    });
    expect(out.notes).toContain('Adele');
    expect(out.notes).toContain('"Jolene" by Dolly Parton');
  });
});

describe('storytellingDirector', () => {
  const message =
    'She left for the city and took the dog. I stayed in the yellow kitchen with her coat still on the hook.';
  it('tells the story from the theme data', () => {
    const { themeData } = chat({ message, history: [], context: NO_CONTEXT });
    const out = storytellingDirector({ history: [{ role: 'user', content: message }], themeData });
    expect(() => storytellingDirectorSchema.parse(out)).not.toThrow();
    expect(out.images).toEqual(expect.arrayContaining(['yellow kitchen', 'coat']));
    expect(out.situation.length).toBeGreaterThan(10);
    expect(out.chorusMessage.length).toBeGreaterThan(10);
    expect(out.tense).toBe('past');
  });
  it('reads the conversation itself when there is no theme data yet', () => {
    const out = storytellingDirector({ history: [{ role: 'user', content: message }], themeData: null });
    expect(out.images).toContain('coat');
    const empty = storytellingDirector({ history: [], themeData: null });
    expect(() => storytellingDirectorSchema.parse(empty)).not.toThrow();
  });
});

describe('styleDirector with what the writer asked for in the chat', () => {
  const chatMessages = [
    'My dad sold the farm last spring.',
    'I want it to feel like a slow folk song, not sad exactly, more like grateful. Like Gillian Welch.',
  ];
  it('uses the stated genre, tempo, feeling and artist', () => {
    const out = styleDirector({ ...NO_CONTEXT, chatMessages });
    const folk = styleDirector({ ...NO_CONTEXT, genres: ['folk'] });
    expect(out.rhymeScheme).toBe(folk.rhymeScheme);
    expect(out.syllablesPerLine.target).toBe(folk.syllablesPerLine.target - 1);
    expect(out.notes).toContain('grateful (not sad)');
    expect(out.notes).toContain('Gillian Welch');
    expect(() => styleDirectorSchema.parse(out)).not.toThrow();
  });
  it('is what it was when the chat states nothing', () => {
    const pinned = { ...NO_CONTEXT, genres: ['hip-hop'], moods: ['confident'] };
    expect(styleDirector({ ...pinned, chatMessages: ['My dad sold the farm.'] })).toEqual(
      styleDirector(pinned),
    );
  });
});

describe('styleDirector and names that are Object.prototype properties', () => {
  it('treats them as unknown names', () => {
    const out = styleDirector({ ...NO_CONTEXT, moods: ['constructor'], genres: ['__proto__', 'toString'] });
    expect(() => styleDirectorSchema.parse(out)).not.toThrow();
  });
});
