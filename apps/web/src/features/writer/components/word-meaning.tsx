import type { Meaning } from '@lyricist/shared/words/contracts';
import { WordChips } from './word-chips';

/** The Meaning tab: one-line definitions (WordNet, most frequent sense first), synonyms, related words. */
export function WordMeaning({
  word,
  meaning,
  onPick,
}: {
  word: string;
  meaning: Meaning;
  onPick: (word: string) => void;
}) {
  if (meaning.senses.length === 0 && meaning.synonyms.length === 0 && meaning.related.length === 0)
    return <p className="py-6 text-center text-sm text-muted">No meaning found for “{word}”.</p>;
  const lists = [
    { title: 'Synonyms', words: meaning.synonyms },
    { title: 'Related', words: meaning.related },
  ].filter((list) => list.words.length > 0);
  return (
    <div className="flex flex-col gap-5">
      {meaning.senses.length > 0 && (
        <ol aria-label="Definitions" className="flex flex-col gap-2">
          {meaning.senses.map((sense) => (
            <li key={`${sense.partOfSpeech}:${sense.definition}`} className="text-sm leading-snug">
              <span className="mr-1.5 text-xs italic text-primary">{sense.partOfSpeech}</span>
              {sense.definition}
            </li>
          ))}
        </ol>
      )}
      {lists.map((list) => (
        <section key={list.title} className="flex flex-col gap-2">
          <h3 className="text-xs font-semibold uppercase tracking-wider text-primary">{list.title}</h3>
          <WordChips label={list.title} words={list.words.map((w) => ({ word: w }))} onPick={onPick} />
        </section>
      ))}
    </div>
  );
}
