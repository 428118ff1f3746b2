import { MAX_WORD_SYLLABLES, MIN_WORD_SYLLABLES } from '@lyricist/shared/constants';
import type { WordAnswer } from '@lyricist/shared/words/contracts';
import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useCorrectSyllables } from '../api/words-api';
import { useRateLimitToast } from '../hooks/use-rate-limit-toast';

/**
 * The word's syllable count, which the writer may correct ("fire" as one syllable or two) and reset
 * to the dictionary's (ADR 029). Saved for this writer; the margins follow.
 */
const SOURCE = { dictionary: 'from the dictionary', writer: 'your count', guess: 'a guess' } as const;

export function SyllableCorrection({ answer }: { answer: WordAnswer }) {
  const [draft, setDraft] = useState<number | null>(null);
  const correct = useCorrectSyllables(answer.word);
  useRateLimitToast(correct.error);
  const shown = draft ?? answer.syllables;
  const isChanged = draft !== null && draft !== answer.syllables;
  const save = (syllables: number | null) => correct.mutate(syllables, { onSuccess: () => setDraft(null) });

  return (
    <div className="flex flex-wrap items-center gap-x-1 gap-y-1 text-sm">
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label="One syllable fewer"
        disabled={shown <= MIN_WORD_SYLLABLES || correct.isPending}
        onClick={() => setDraft(shown - 1)}
      >
        <Minus />
      </Button>
      <output
        aria-live="polite"
        className="min-w-[5.5rem] text-center tabular-nums"
        data-testid="word-syllables"
      >
        {shown} syllable{shown === 1 ? '' : 's'}
      </output>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label="One syllable more"
        disabled={shown >= MAX_WORD_SYLLABLES || correct.isPending}
        onClick={() => setDraft(shown + 1)}
      >
        <Plus />
      </Button>
      {isChanged ? (
        <>
          <Button size="sm" disabled={correct.isPending} onClick={() => save(shown)}>
            Save
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setDraft(null)}>
            Cancel
          </Button>
        </>
      ) : (
        <span className="text-xs text-muted">{SOURCE[answer.pronunciation]}</span>
      )}
      {!isChanged && answer.pronunciation === 'writer' && (
        <Button variant="ghost" size="sm" disabled={correct.isPending} onClick={() => save(null)}>
          Reset
        </Button>
      )}
      {correct.isError && (
        <p role="alert" className="w-full text-xs">
          Could not save the count: {errorMessage(correct.error)}
        </p>
      )}
    </div>
  );
}
