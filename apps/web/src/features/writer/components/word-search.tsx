import { SEARCH_DEBOUNCE_MS } from '@lyricist/shared/web-constants';
import { lookupWordSchema } from '@lyricist/shared/words/contracts';
import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useWordSearch } from '../api/words-api';
import { WordChips } from './word-chips';
import { LookupFailed, LookupLoading } from './word-lookup-state';

function WordField(props: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <>
      <label htmlFor={props.id}>{props.label}</label>
      <Input
        id={props.id}
        className="h-9"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        autoComplete="off"
        spellCheck={false}
      />
    </>
  );
}

/** Syllable counts the search can keep to (a memo's phrase asks for one, R-toolbox-2); '' is any. */
const SYLLABLE_CHOICES = ['1', '2', '3', '4', '5', '6'];

function SyllableField(props: { value: string; onChange: (value: string) => void }) {
  return (
    <>
      <label htmlFor="word-search-syllables">syllables</label>
      <select
        id="word-search-syllables"
        className="h-9 w-28 rounded-md border border-input bg-transparent px-2 text-sm"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        <option value="">Any</option>
        {SYLLABLE_CHOICES.map((count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </select>
    </>
  );
}

/** The Rhymes + meaning tab: "rhymes with ___ and means ___", either box may stay empty. */
export function WordSearch({
  word,
  showAll,
  onPick,
}: {
  word: string | null;
  showAll: boolean;
  onPick: (word: string) => void;
}) {
  const [rhymesWith, setRhymesWith] = useState(word ?? '');
  const [means, setMeans] = useState('');
  const [syllables, setSyllables] = useState('');
  const typed = useDebouncedValue({ rhymesWith: rhymesWith.trim(), means: means.trim() }, SEARCH_DEBOUNCE_MS);
  const asked = typed.rhymesWith !== '' || typed.means !== '';
  // The routes take one word per box: say so here rather than send what they would refuse.
  const isValid = [typed.rhymesWith, typed.means].every(
    (w) => w === '' || lookupWordSchema.safeParse(w).success,
  );
  const search = useWordSearch(
    asked && isValid
      ? { ...typed, syllables: syllables === '' ? undefined : Number(syllables), all: showAll }
      : null,
  );
  const results = search.data?.results ?? [];

  return (
    <div className="flex flex-col gap-4">
      <form
        className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 text-sm"
        onSubmit={(event) => event.preventDefault()}
        aria-label="Rhymes and meaning"
      >
        <WordField id="word-search-rhymes" label="Rhymes with" value={rhymesWith} onChange={setRhymesWith} />
        <WordField id="word-search-means" label="and means" value={means} onChange={setMeans} />
        <SyllableField value={syllables} onChange={setSyllables} />
      </form>
      {!asked && <p className="text-sm text-muted">Type a word in either box, or both.</p>}
      {asked && !isValid && (
        <p role="alert" className="text-sm text-muted">
          One word in each box: letters, with an apostrophe or hyphen inside if it needs one.
        </p>
      )}
      {asked && isValid && search.isPending && <LookupLoading what="Searching" />}
      {search.isError && (
        <LookupFailed what="The search" error={search.error} onRetry={() => search.refetch()} />
      )}
      {search.isSuccess &&
        (results.length === 0 ? (
          <p className="text-sm text-muted">No words found. Try a broader meaning, or Show all words.</p>
        ) : (
          <WordChips
            label="Results"
            words={results.map((entry) => ({
              word: entry.word,
              hint: entry.kind
                ? `${entry.kind === 'multi' ? 'multi-syllable' : entry.kind} rhyme`
                : 'same meaning',
              uncommon: !entry.common,
            }))}
            onPick={onPick}
          />
        ))}
    </div>
  );
}
