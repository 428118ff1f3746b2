import { rhymeLetters } from './rhyme-scheme';

/**
 * Song sections (issue 18): a line that is only a tag in brackets (`[Verse 2]`, `[Chorus]`, any
 * `[...]`) starts a section. For the margins a tag line counts as a stanza break: no rhyme letter, no
 * syllable count, letters restart after it. A section whose lines repeat an earlier section of the
 * same kind word for word (the second chorus) is a repeat: its tag is marked, its lines not counted.
 */

/** What a line is to the margins. */
export type LineRole = 'text' | 'tag' | 'repeat-tag' | 'repeated';

const TAG = /^\s*\[([^[\]]{1,60})\]\s*$/;

/** The label of a section-tag line (`Verse 2` for `[Verse 2]`), or null for any other line. */
export function sectionTag(line: string): string | null {
  const match = TAG.exec(line);
  const label = match?.[1]?.trim();
  return label ? label : null;
}

/** `Chorus 2`, `chorus` and `CHORUS` are one kind of section. */
const sectionKind = (label: string) => label.toLowerCase().replace(/[\s\d]+$/, '');

/** One role per line of `text`; linear in its length. */
export function lineRoles(text: string): LineRole[] {
  const lines = text.split('\n');
  return rolesOfTags(lines.map(sectionTag), (i) => lines[i] as string);
}

/**
 * `lineRoles` for lines whose tags are already read (`tags[i]`: sectionTag of line i); `lineAt` gives
 * a line's text, and is asked only for the lines of tagged sections.
 */
export function rolesOfTags(tags: readonly (string | null)[], lineAt: (index: number) => string): LineRole[] {
  const roles: LineRole[] = tags.map((tag) => (tag === null ? 'text' : 'tag'));
  const seen = new Set<string>();
  let start = roles.indexOf('tag');
  while (start !== -1) {
    let end = start + 1;
    while (end < roles.length && roles[end] !== 'tag') end++;
    const body: string[] = [];
    for (let i = start + 1; i < end; i++) {
      const line = lineAt(i).trim();
      if (line !== '') body.push(line);
    }
    if (body.length > 0) {
      const key = `${sectionKind(tags[start] as string)}\u0000${body.join('\n')}`;
      if (seen.has(key)) {
        roles[start] = 'repeat-tag';
        for (let i = start + 1; i < end; i++) roles[i] = 'repeated';
      } else seen.add(key);
    }
    start = end < roles.length ? end : -1;
  }
  return roles;
}

/**
 * The rhyme letters the margin shows (R-rhyme-letters-2): those of R-rhyme-letters-1 (rhyme-scheme.ts)
 * with tag lines read as blank lines, so letters restart after them, and a repeated section left out.
 */
export function marginRhymeLetters(text: string, roles: LineRole[] = lineRoles(text)): (string | null)[] {
  const lines = text.split('\n');
  return rhymeLetters(lines.map((line, i) => (roles[i] === 'text' ? line : '')).join('\n'));
}
