import * as engine from '@lyricist/lyric-engine';
import type { LyricAi } from '../lyric-ai';

/** The offline engine behind the LyricAi interface: no network, no keys, deterministic. */
export function createEmbeddedAi(): LyricAi {
  return {
    kind: 'embedded',
    chat: async (input) => engine.chat(input),
    storytellingDirector: async (input) => engine.storytellingDirector(input),
    styleDirector: async (input) => engine.styleDirector(input),
    autocomplete: async (input) => engine.autocomplete(input),
    title: async (input) => engine.title(input),
    prosody: async (lyrics) => engine.prosody(lyrics),
  };
}
