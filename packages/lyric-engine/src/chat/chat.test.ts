import { type ChatInput, chatOutputSchema } from '@lyricist/shared/ai/contracts';
import { MAX_CHAT_SUGGESTIONS } from '@lyricist/shared/constants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chat } from './index';

const NO_CONTEXT = { moods: [], genres: [], artists: [], songs: [] };
const GRIEF =
  "My dad died last spring and I keep thinking about his old truck in the driveway. The porch light is still on every night and I can't bring myself to turn it off.";
const CITY =
  'I just moved to the city and I feel so free. Neon signs, the subway at midnight, dancing with strangers on a rooftop.';
const ask = (message: string, over: Partial<ChatInput> = {}) =>
  chat({ message, history: [], context: NO_CONTEXT, ...over });

describe('chat reply', () => {
  it("answers with something of the writer's, in new words, and exactly one question", () => {
    const out = ask(GRIEF);
    expect(out.content).toMatch(/truck|porch light|driveway/);
    expect(out.content).not.toContain(GRIEF.slice(0, 40));
    expect(out.content.trim().endsWith('?')).toBe(true);
    expect(out.content.split('?').length - 1).toBe(1);
  });
  it('detects the emotion in the theme data', () => {
    expect(ask(GRIEF).themeData.emotions[0]?.name).toBe('grief');
  });
  it('returns theme data that fits the contract, from the conversation', () => {
    const out = ask(GRIEF);
    expect(() => chatOutputSchema.parse(out)).not.toThrow();
    expect(out.themeData.images).toEqual(expect.arrayContaining(['old truck', 'porch light']));
    expect(out.themeData.themes).toContain('loss');
    expect(out.themeData.pointOfView).toBe('first');
    expect(out.themeData.phrases.some((p) => GRIEF.includes(p))).toBe(true);
    for (const e of out.themeData.emotions) expect(e.weight).toBeGreaterThanOrEqual(0);
  });
  it('suggests lines built from the writer images', () => {
    const out = ask(GRIEF);
    expect(out.suggestions.length).toBeGreaterThan(0);
    expect(out.suggestions.length).toBeLessThanOrEqual(MAX_CHAT_SUGGESTIONS);
    const withImages = out.suggestions.filter((s) => /truck|porch|driveway/i.test(s));
    expect(withImages.length).toBeGreaterThanOrEqual(2);
  });
  it('gives different suggestions for different conversations', () => {
    const a = ask(GRIEF).suggestions;
    const b = ask(CITY, { context: { ...NO_CONTEXT, moods: ['excited'], genres: ['pop'] } }).suggestions;
    expect(b.some((s) => /city|neon|subway|rooftop|midnight/i.test(s))).toBe(true);
    expect(a.filter((s) => b.includes(s))).toEqual([]);
  });
  it('is deterministic', () => {
    expect(ask(CITY)).toEqual(ask(CITY));
  });
  it('keeps what was said earlier in the theme data', () => {
    const out = ask('It was always his song on the radio.', { history: [{ role: 'user', content: GRIEF }] });
    expect(out.themeData.images).toEqual(expect.arrayContaining(['radio', 'old truck']));
  });
});

describe('automatic messages', () => {
  const history = [{ role: 'user' as const, content: GRIEF }];
  it('answers an added mood briefly, taking it into account', () => {
    const out = ask('😢 Added mood: Melancholic', { history });
    expect(out.content).toMatch(/^Melancholic/);
    expect(out.content.trim().endsWith('?')).toBe(true);
    expect(out.themeData.emotions.map((e) => e.name)).toContain('melancholy');
    expect(out.suggestions.length).toBeLessThanOrEqual(2);
  });
  it('answers an added genre, artist and song', () => {
    expect(ask('🎸 Added genre: Country', { history }).content).toMatch(/Tell it like a story/);
    expect(ask('🎤 Added reference artist: Kacey Musgraves').content).toMatch(/Kacey Musgraves/);
    const song = ask('🎵 Added reference song: Jolene by Dolly Parton, Someone Else').content;
    expect(song).toContain('"Jolene" by Dolly Parton, Someone Else');
  });
  it('does not mistake the app message for the story', () => {
    const out = ask('🎸 Added genre: Country');
    expect(out.themeData.images).toEqual([]);
    expect(out.suggestions).toEqual([]);
  });
});

describe('chat properties', () => {
  it('never throws and always fits the contract', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 400 }),
        fc.array(fc.string({ maxLength: 100 }), { maxLength: 3 }),
        (message, moods) => {
          const out = chat({
            message,
            history: [{ role: 'user', content: message }],
            context: { ...NO_CONTEXT, moods },
          });
          expect(() => chatOutputSchema.parse(out)).not.toThrow();
          for (const s of out.suggestions) expect(s.split(/\s+/).length).toBeLessThan(14);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe("the writer's text as table keys", () => {
  it('survives names that are Object.prototype properties', () => {
    const context = { moods: ['__proto__', 'constructor'], genres: ['toString'], artists: [], songs: [] };
    for (const message of ['constructor', 'My dad sold the constructor', '😢 Added mood: constructor'])
      expect(() => chatOutputSchema.parse(chat({ message, history: [], context }))).not.toThrow();
  });
});
