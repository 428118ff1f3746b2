import {
  autocompleteOutputSchema,
  chatOutputSchema,
  prosodyOutputSchema,
  storytellingDirectorSchema,
  styleDirectorSchema,
  titleOutputSchema,
} from '@lyricist/shared/ai/contracts';
import { MAX_CHAT_MESSAGE_CHARS, MAX_LYRICS_CHARS, MAX_NAME_CHARS } from '@lyricist/shared/constants';
import { adversarialText } from '@lyricist/test-support/adversarial-text';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { autocomplete, chat, prosody, storytellingDirector, styleDirector, title } from './index';

// Issue 12: every engine task, fed the worst text a writer can send at the route's own limit, still
// gives a valid answer. No timing asserted: a quadratic path shows as a run that does not finish.
const RUNS = { numRuns: 12 };
const TIMEOUT = 120_000;
const lyrics = adversarialText(MAX_LYRICS_CHARS);
const message = adversarialText(MAX_CHAT_MESSAGE_CHARS);
const style = styleDirector({ moods: ['Sad'], genres: ['Pop'], artists: [], songs: [] });
const story = storytellingDirector({
  history: [{ role: 'user', content: 'Leaving home on the last train, her letters in my coat' }],
  themeData: null,
});
const schemes = fc.constantFrom('AABB', 'ABAB', 'ABCB', 'AAAA', 'FREE' as const);

describe('engine tasks on adversarial text at the limits', () => {
  it(
    'autocomplete answers a valid suggestion, the same one each time, wherever the cursor is',
    () => {
      fc.assert(
        fc.property(lyrics, schemes, fc.double({ min: 0, max: 1, noNaN: true }), (text, scheme, at) => {
          const input = {
            lyrics: text,
            cursorPosition: at > 0.5 ? text.length : Math.floor(at * 2 * text.length),
            storytelling: story,
            style: { ...style, rhymeScheme: scheme },
          };
          const out = autocomplete(input);
          expect(autocompleteOutputSchema.safeParse(out).success).toBe(true);
          expect(autocomplete(input)).toEqual(out);
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    'prosody gives one line per line of text and groups each line at most once',
    () => {
      fc.assert(
        fc.property(lyrics, (text) => {
          const out = prosody(text);
          expect(prosodyOutputSchema.safeParse(out).success).toBe(true);
          expect(out.lines).toHaveLength(text.split('\n').length);
          const grouped = out.rhymeGroups.flatMap((g) => g.lines);
          expect(new Set(grouped).size).toBe(grouped.length);
          expect(grouped.every((i) => i >= 0 && i < out.lines.length)).toBe(true);
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    'title names the song from any lyrics',
    () => {
      fc.assert(
        fc.property(lyrics, (text) => {
          expect(
            titleOutputSchema.safeParse(title({ lyrics: text, themeData: null, storytelling: story }))
              .success,
          ).toBe(true);
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    'chat and the storytelling director read a long history of such messages',
    () => {
      fc.assert(
        fc.property(message, fc.array(message, { minLength: 1, maxLength: 8 }), (text, earlier) => {
          const history = earlier.map((content, i) => ({
            role: i % 2 ? ('assistant' as const) : ('user' as const),
            content,
          }));
          const reply = chat({
            message: text,
            history,
            context: { moods: [], genres: [], artists: [], songs: [] },
          });
          expect(chatOutputSchema.safeParse(reply).success).toBe(true);
          const director = storytellingDirector({ history, themeData: reply.themeData });
          expect(storytellingDirectorSchema.safeParse(director).success).toBe(true);
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    'the style director reads pinned names at their limit',
    () => {
      const name = adversarialText(MAX_NAME_CHARS);
      fc.assert(
        fc.property(fc.array(name, { minLength: 1, maxLength: 50 }), (names) => {
          const out = styleDirector({
            moods: names.slice(0, 5),
            genres: names.slice(5, 10),
            artists: names,
            songs: names.map((n) => ({ name: n, artists: [n] })),
          });
          expect(styleDirectorSchema.safeParse(out).success).toBe(true);
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );
});
