import type { ChangeDesc, Text } from '@codemirror/state';
import {
  type RhymeSlot,
  rhymeLettersOfSlots,
  rhymeSlot,
  STANZA_BREAK,
} from '@lyricist/shared/lyrics/rhyme-scheme';
import { type LineRole, rolesOfTags, sectionTag } from '@lyricist/shared/lyrics/sections';
import { countLineSyllables } from '@lyricist/shared/lyrics/syllables';

/**
 * What the margin shows for each line of the song: its role (sections.ts), its rhyme letter and its
 * syllable count. A keystroke reads only the lines it changed: the rest keep what was read of them,
 * and the letters are worked out again only for the stanzas the change touched. The whole song is
 * read again only when the writer's own counts change; a song with section tags finds its repeats
 * again from the lines already read when an edit is inside a tagged section.
 */
type LineFacts = { tag: string | null; slot: RhymeSlot; syllables: number };

export type MarginLines = {
  facts: readonly LineFacts[];
  roles: readonly LineRole[];
  letters: readonly (string | null)[];
};

type Own = ReadonlyMap<string, number>;

function factsOf(text: string, own: Own): LineFacts {
  const tag = sectionTag(text);
  return tag === null
    ? { tag, slot: rhymeSlot(text), syllables: countLineSyllables(text, own) }
    : { tag, slot: STANZA_BREAK, syllables: 0 };
}

const letterSlot = (facts: readonly LineFacts[], roles: readonly LineRole[], i: number): RhymeSlot =>
  roles[i] === 'text' ? (facts[i] as LineFacts).slot : STANZA_BREAK;

function rolesOf(doc: Text, facts: readonly LineFacts[]): LineRole[] {
  return rolesOfTags(
    facts.map((line) => line.tag),
    (i) => doc.line(i + 1).text,
  );
}

function allLetters(facts: readonly LineFacts[], roles: readonly LineRole[]): (string | null)[] {
  return rhymeLettersOfSlots(facts.map((_, i) => letterSlot(facts, roles, i)));
}

/** Reads every line of `doc`: on open, and when the writer's own counts change. */
export function readMarginLines(doc: Text, own: Own): MarginLines {
  const facts: LineFacts[] = [];
  for (const iter = doc.iterLines(); !iter.next().done; ) facts.push(factsOf(iter.value, own));
  const roles = rolesOf(doc, facts);
  return { facts, roles, letters: allLetters(facts, roles) };
}

/** The lines `changes` touched: 0-based, `[fromA, toA]` in the old text and `[fromB, toB]` in the new. */
function touchedLines(changes: ChangeDesc, before: Text, after: Text) {
  let range: { fromA: number; toA: number; fromB: number; toB: number } | null = null;
  changes.iterChangedRanges((fromA, toA, fromB, toB) => {
    const lines = {
      fromA: before.lineAt(fromA).number - 1,
      toA: before.lineAt(toA).number - 1,
      fromB: after.lineAt(fromB).number - 1,
      toB: after.lineAt(toB).number - 1,
    };
    // Ranges come in document order: the first starts the span, the last ends it.
    range = range ? { ...range, toA: lines.toA, toB: lines.toB } : lines;
  });
  return range as { fromA: number; toA: number; fromB: number; toB: number } | null;
}

const hasTag = (facts: readonly LineFacts[], from: number, to: number) => {
  for (let i = from; i <= to; i++) if ((facts[i] as LineFacts).tag !== null) return true;
  return false;
};

const UNREAD: LineFacts = { tag: null, slot: STANZA_BREAK, syllables: 0 };

/**
 * `margin` carried through `changes` without reading any text: the lines an edit touched keep what
 * they showed, one for one, lines it added show nothing yet, and every other line keeps its own.
 * What the margin draws while the writer types (margin-gutters.ts); the very same value when no line
 * was added or taken out, so typing inside a line redraws nothing.
 */
export function carryMarginLines(
  margin: MarginLines,
  changes: ChangeDesc,
  before: Text,
  after: Text,
): MarginLines {
  const span = touchedLines(changes, before, after);
  if (span === null) return margin;
  const { fromA, toA, fromB, toB } = span;
  if (toA - fromA === toB - fromB) return margin;
  const carry = <T>(values: readonly T[], unread: T): T[] => {
    const touched: T[] = [];
    for (let i = fromA; i <= fromA + toB - fromB; i++) touched.push(i <= toA ? (values[i] as T) : unread);
    return [...values.slice(0, fromA), ...touched, ...values.slice(toA + 1)];
  };
  return {
    facts: carry(margin.facts, UNREAD),
    roles: carry<LineRole>(margin.roles, 'text'),
    letters: carry<string | null>(margin.letters, null),
  };
}

/** The margin after `changes` turned `before` into `after`, reading only the changed lines again. */
export function updateMarginLines(
  margin: MarginLines,
  changes: ChangeDesc,
  before: Text,
  after: Text,
  own: Own,
): MarginLines {
  const span = touchedLines(changes, before, after);
  if (span === null) return margin;
  const { fromA, toA, fromB, toB } = span;
  const read: LineFacts[] = [];
  for (let n = fromB + 1; n <= toB + 1; n++) read.push(factsOf(after.line(n).text, own));
  const facts = [...margin.facts.slice(0, fromA), ...read, ...margin.facts.slice(toA + 1)];

  // Repeats compare whole tagged sections, so an edit at or after the first tag finds them again;
  // lines above every tag are plain text whatever they say.
  const firstTag = facts.findIndex((line) => line.tag !== null);
  const wasTagged = hasTag(margin.facts, fromA, toA);
  const isPlain = !wasTagged && (firstTag === -1 || firstTag > toB);
  const roles = isPlain
    ? [...margin.roles.slice(0, fromA), ...read.map((): LineRole => 'text'), ...margin.roles.slice(toA + 1)]
    : rolesOf(after, facts);
  const sameRolesElsewhere =
    isPlain ||
    roles.every((role, i) =>
      i < fromB ? role === margin.roles[i] : i <= toB || role === margin.roles[i - toB + toA],
    );
  if (!sameRolesElsewhere) return { facts, roles, letters: allLetters(facts, roles) };

  // A line's letter depends on its stanza alone: work out the stanzas from the break above the
  // change to the break below it.
  const letters = [
    ...margin.letters.slice(0, fromA),
    ...read.map(() => null),
    ...margin.letters.slice(toA + 1),
  ];
  let start = fromB;
  while (start > 0 && letterSlot(facts, roles, start - 1) !== STANZA_BREAK) start--;
  let end = toB + 1;
  while (end < facts.length && letterSlot(facts, roles, end) !== STANZA_BREAK) end++;
  const slots: RhymeSlot[] = [];
  for (let i = start; i < end; i++) slots.push(letterSlot(facts, roles, i));
  letters.splice(start, end - start, ...rhymeLettersOfSlots(slots));
  return { facts, roles, letters };
}
