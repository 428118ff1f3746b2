import { sectionTag } from '@lyricist/shared/lyrics/sections';
import { nounsOf } from '../compose/quality';
import { rhymeKey } from '../phonetics/rhyme';
import { countWords, lastWord, normalizeLine } from '../util/text';
import { linesRhyme } from './scheme';

/**
 * Reading a song's sections (issue 18). A tag line (`[Chorus]`, `[Verse 2]`, any `[...]`, or a bare
 * `Chorus:`) names the section below it and is never sung: no rhyme partner, no meter, a stanza break.
 * A section runs to the next tag. What the cursor's section is tells the engine how to write in it:
 * a chorus repeats and hooks, a verse moves the story past the chorus, a bridge turns away from the verses.
 */
export type SectionKind = 'verse' | 'chorus' | 'bridge' | 'other';

export type SectionReading = {
  kind: SectionKind | null;
  /** The tag line of the cursor's section, as typed. */
  tag: string | null;
  /** Sung lines of the cursor's section above the cursor's line. */
  body: string[];
  /** The first earlier chorus with words in it, when the cursor is in a later chorus. */
  earlierChorus: string[] | null;
  /** Sung lines of every chorus other than the cursor's own. */
  chorusLines: string[];
  /** Sung lines of every verse. */
  verseLines: string[];
};

/** A bare name on its own line ("Chorus:", "Verse 2"), the form before brackets caught on. */
const BARE = /^\s*(verse|chorus|pre-?chorus|bridge|hook|refrain|outro|intro)(\s*\d+)?\s*:?\s*$/i;

/** A line that names a section rather than being sung. */
export const isSectionLine = (line: string) => sectionTag(line) !== null || BARE.test(line);

function kindOf(tag: string): SectionKind {
  const label = (sectionTag(tag) ?? tag).toLowerCase();
  // "Final Chorus" and "Chorus x2" are choruses; a pre- or post-chorus is not.
  if (/\b(pre|post)-?chorus\b/.test(label)) return 'other';
  if (/\b(chorus|hook|refrain)\b/.test(label)) return 'chorus';
  if (/\bverse\b/.test(label)) return 'verse';
  if (/\bbridge\b/.test(label)) return 'bridge';
  return 'other';
}

type Span = { kind: SectionKind | null; tag: string | null; from: number; to: number };

/** The song cut at its tags; linear in its lines. */
function spans(lines: readonly string[]): Span[] {
  const out: Span[] = [{ kind: null, tag: null, from: 0, to: lines.length }];
  lines.forEach((line, i) => {
    if (!isSectionLine(line)) return;
    (out[out.length - 1] as Span).to = i;
    out.push({ kind: kindOf(line), tag: line.trim(), from: i + 1, to: lines.length });
  });
  return out;
}

const sung = (lines: readonly string[], from: number, to: number) =>
  lines.slice(from, to).filter((l) => l.trim() !== '');

/** What the section around line `active` is, and what the song's other sections already say. */
export function readSections(lines: readonly string[], active: number): SectionReading {
  const all = spans(lines);
  const own = all.find((s) => active >= s.from && active < s.to) ?? (all[0] as Span);
  const others = (kind: SectionKind) =>
    all.filter((s) => s.kind === kind && s !== own).flatMap((s) => sung(lines, s.from, s.to));
  const firstChorus = all.find(
    (s) => s.kind === 'chorus' && s.to <= own.from && sung(lines, s.from, s.to).length,
  );
  return {
    kind: own.kind,
    tag: own.tag,
    body: sung(lines, own.from, active),
    earlierChorus:
      own.kind === 'chorus' && firstChorus ? sung(lines, firstChorus.from, firstChorus.to) : null,
    chorusLines: others('chorus'),
    verseLines: others('verse'),
  };
}

/** Whether the writer's unfinished line is `line` begun, up to a word boundary. */
function begins(line: string, typed: string): boolean {
  return line.toLowerCase().startsWith(typed.toLowerCase()) && line[typed.length] === ' ';
}

/**
 * An untagged song repeats a stanza the same way: once the lines above the cursor are, word for
 * word, the opening lines of an earlier stanza that goes on, the writer is singing that stanza
 * again. On the stanza's first line it takes most of that line typed (half its words, three at
 * least): a first word or two could begin any verse ("I used to…").
 */
function stanzaSungAgain(
  before: readonly string[],
  earlier: readonly (readonly string[])[],
  typed: string,
): readonly string[] | null {
  const sung = before.map(normalizeLine);
  const words = countWords(typed);
  const isBegun = (line: string) => words >= Math.max(3, countWords(line) / 2) && begins(line, typed);
  const found = earlier.find((st) =>
    sung.length === 0
      ? st.length > 1 && isBegun(st[0]?.trim() ?? '')
      : st.length > sung.length && sung.every((l, i) => normalizeLine(st[i] ?? '') === l),
  );
  return found ?? null;
}

/**
 * The line the song's form repeats at the cursor: in a later chorus the writer usually sings the
 * first chorus again, and in an untagged song a stanza whose opening lines are an earlier stanza's
 * (stanzaSungAgain). It is that stanza's line at the cursor's position, or the rest of it when the
 * writer has begun typing it. Null when there is nothing to repeat.
 */
export function repeatAt(
  section: SectionReading,
  before: readonly string[],
  earlier: readonly (readonly string[])[],
  partial: string,
): string | null {
  const typed = partial.trim();
  const [source, body] = section.earlierChorus
    ? [section.earlierChorus, section.body]
    : [stanzaSungAgain(before, earlier, typed), before];
  const line = source?.[body.length]?.trim();
  if (!line) return null;
  const sungHere = new Set(body.map(normalizeLine));
  if (sungHere.has(normalizeLine(line))) return null;
  if (typed === '') return line;
  // Only from a word boundary: the editor puts a space between the typed text and the suggestion.
  return begins(line, typed) ? line.slice(typed.length).trimStart() : null;
}

/** How the section shifts a new line's ingredients; empty outside tagged songs. */
export type SectionBias = {
  /** End words the line should not take (the chorus's in a verse, the verses' in a bridge). */
  used: string[];
  /** Rhyme sounds a fresh end word should not take: a bridge leaves the verses' sounds. */
  usedSounds: Set<string>;
  /** Nouns to lean away from: a verse moves past the chorus's images. */
  stale: string[];
  /** The hook's nouns: a chorus comes back to them, so they are on-topic and never "said already". */
  hook: string[];
};

const endsOf = (lines: readonly string[]) => lines.map((l) => lastWord(l) ?? '').filter(Boolean);

export function sectionBias(section: SectionReading): SectionBias {
  const bias: SectionBias = { used: [], usedSounds: new Set(), stale: [], hook: [] };
  if (section.kind === 'chorus') {
    const first = section.earlierChorus?.[0] ?? section.body[0];
    if (first !== undefined) bias.hook = nounsOf(first);
  } else if (section.kind === 'verse') {
    bias.used = endsOf(section.chorusLines);
    bias.stale = section.chorusLines.flatMap(nounsOf);
  } else if (section.kind === 'bridge') {
    bias.used = endsOf(section.verseLines);
    for (const word of bias.used) {
      const key = rhymeKey(word);
      if (key) bias.usedSounds.add(key);
    }
  }
  return bias;
}

/**
 * A first chorus often ends where it began: at its fourth line the hook line comes back when it
 * keeps the rhyme the form asks for (none, or the hook's own sound).
 */
export function hookReturn(section: SectionReading, partner: string | undefined): string | null {
  const hook = section.body[0];
  if (section.kind !== 'chorus' || section.earlierChorus || section.body.length !== 3 || !hook) return null;
  if (section.body.slice(1).some((l) => normalizeLine(l) === normalizeLine(hook))) return null;
  if (partner !== undefined && partner !== hook && !linesRhyme(partner, hook)) return null;
  return hook.trim();
}
