import * as engine from '@lyricist/lyric-engine';
import type { LyricAi } from '../lyric-ai';

/** The offline engine behind the LyricAi interface: no network, no keys, deterministic. */
export function createEmbeddedAi(): LyricAi {
  return {
    kind: 'embedded',
    chatTurn: async (input) => {
      const reply = engine.chat(input);
      const history = [
        ...input.history,
        { role: 'user' as const, content: input.message },
        { role: 'assistant' as const, content: reply.content },
      ];
      return { ...reply, storytelling: engine.storytellingDirector({ history, themeData: reply.themeData }) };
    },
    storytellingDirector: async (input) => engine.storytellingDirector(input),
    styleDirector: async (input) => engine.styleDirector(input),
    autocomplete: async (input) => engine.autocomplete(input),
    title: async (input) => engine.title(input),
    prosody: async (lyrics) => engine.prosody(lyrics),
  };
}
