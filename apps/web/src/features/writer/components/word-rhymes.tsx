import type { RhymeGroup, RhymeKind, WordAnswer } from '@lyricist/shared/words/contracts';
import { WordChips } from './word-chips';

/** The Rhymes tab: perfect, then slant, then multi-syllable rhymes, each grouped by syllable count. */
const KINDS: { kind: RhymeKind; title: string }[] = [
  { kind: 'perfect', title: 'Perfect' },
  { kind: 'slant', title: 'Slant' },
  { kind: 'multi', title: 'Multi-syllable' },
];

const syllables = (count: number) => `${count} syllable${count === 1 ? '' : 's'}`;

function RhymeKindSection({
  title,
  groups,
  onPick,
}: {
  title: string;
  groups: RhymeGroup[];
  onPick: (word: string) => void;
}) {
  const id = `rhymes-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="text-xs font-semibold uppercase tracking-wider text-primary">
        {title}
      </h3>
      {groups.length === 0 ? (
        <p className="text-sm text-muted">None found.</p>
      ) : (
        groups.map((group) => (
          <div key={group.syllables} className="flex flex-col gap-1.5">
            <h4 className="text-xs text-muted">{syllables(group.syllables)}</h4>
            <WordChips
              label={`${title} rhymes, ${syllables(group.syllables)}`}
              words={group.words.map((entry) => ({
                word: entry.word,
                hint: `${title.toLowerCase()} rhyme, ${syllables(entry.syllables)}`,
                uncommon: !entry.common,
              }))}
              onPick={onPick}
            />
          </div>
        ))
      )}
    </section>
  );
}

export function WordRhymes({ answer, onPick }: { answer: WordAnswer; onPick: (word: string) => void }) {
  return (
    <div className="flex flex-col gap-5">
      {KINDS.map(({ kind, title }) => (
        <RhymeKindSection key={kind} title={title} groups={answer.rhymes[kind]} onPick={onPick} />
      ))}
    </div>
  );
}
