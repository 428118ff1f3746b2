/** A row of words the writer can put into the lyrics with one click (or Enter). */
type WordChipsProps = {
  label: string;
  words: { word: string; hint?: string; uncommon?: boolean }[];
  onPick: (word: string) => void;
};

export function WordChips({ label, words, onPick }: WordChipsProps) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {words.map(({ word, hint, uncommon }) => (
        <li key={word}>
          <button
            type="button"
            title={hint ? `${hint}. Click to use it.` : 'Click to use it.'}
            onClick={() => onPick(word)}
            className={`cursor-pointer rounded-lg border border-border bg-surface-2/60 px-2.5 py-1 font-serif text-[0.95rem] transition-colors hover:border-primary/60 hover:bg-surface-2 focus-visible:border-primary ${uncommon ? 'text-muted' : 'text-foreground'}`}
          >
            {word}
          </button>
        </li>
      ))}
    </ul>
  );
}
