import type { MemoPhrase, PhraseSpan } from '@lyricist/shared/memos/phrases';
import { Link2, Loader2, Unlink } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import type { MemoItem } from '../hooks/use-memo-controller';

type MemoMelodyProps = {
  memo: MemoItem;
  onLink: () => void;
  onUnlink: () => void;
  onSpan: (span: PhraseSpan | null) => void;
};

/** "4", or "4–5" where held notes take more. */
const range = (p: MemoPhrase) =>
  p.syllablesMax > p.syllables ? `${p.syllables}–${p.syllablesMax}` : `${p.syllables}`;

/** "Stanza 2", and the phrases it sings when it is not the whole memo: "Stanza 2, phrases 5–8". */
function linkText(stanza: number, span: PhraseSpan | null): string {
  if (span === null) return `Stanza ${stanza + 1}`;
  return `Stanza ${stanza + 1}, ${span.from === span.to ? `phrase ${span.from}` : `phrases ${span.from}–${span.to}`}`;
}

/**
 * The memo's melody (R-memo-7, R-memo-8, R-memo-12): being read, its phrases' targets, its stanza
 * link, and which of its phrases the linked stanza sings.
 */
export function MemoMelody({ memo, onLink, onUnlink, onSpan }: MemoMelodyProps) {
  if (memo.pending) return null;
  if (memo.melody?.state === 'reading' || (memo.phrases === null && !memo.melody))
    return (
      <p className="mt-1 flex items-center gap-1.5 pl-11 text-xs text-muted">
        <Loader2 className="size-3 animate-spin" aria-hidden />
        Reading the melody…
      </p>
    );
  if (memo.phrases === null)
    return <p className="mt-1 pl-11 text-xs text-destructive">Could not read the melody.</p>;
  const { phrases, linkedStanza } = memo;
  return (
    <>
      <div className="mt-1 flex items-center gap-2 pl-11 text-xs">
        <p className="min-w-0 flex-1 text-muted">
          {phrases.length === 0
            ? 'No melody heard'
            : `${phrases.length} phrase${phrases.length === 1 ? '' : 's'}: ${phrases.map(range).join(' · ')} syllables`}
          {linkedStanza !== null && (
            <span className="ml-1 font-medium text-primary">· {linkText(linkedStanza, memo.linkedSpan)}</span>
          )}
        </p>
        {phrases.length > 0 &&
          (linkedStanza === null ? (
            <Button
              variant="outline"
              size="sm"
              className="h-7"
              title="Sets the stanza at your cursor to this memo’s phrases, line by line"
              aria-label={`Link ${memo.name} to the stanza at the cursor`}
              onClick={onLink}
            >
              <Link2 />
              Link to stanza
            </Button>
          ) : (
            <Button
              variant="ghost"
              size="sm"
              className="h-7"
              aria-label={`Unlink ${memo.name} from stanza ${linkedStanza + 1}`}
              onClick={onUnlink}
            >
              <Unlink />
              Unlink
            </Button>
          ))}
      </div>
      {linkedStanza !== null && phrases.length > 1 && (
        <PhraseSpanPicker name={memo.name} phrases={phrases} span={memo.linkedSpan} onSpan={onSpan} />
      )}
    </>
  );
}

const selectClass =
  'h-7 rounded-md border border-border bg-surface px-1 text-xs tabular-nums text-foreground hover:bg-surface-2 focus-visible:border-ring';

/**
 * Which phrases the linked stanza sings (R-memo-12): from one to another, each offered with its
 * syllables, so a second verse can take phrases 5–8 of the memo the first took 1–4 of. Choosing a
 * first phrase past the last moves the last along (and back), so the span is never upside down; the
 * whole memo is stored as no span at all.
 */
function PhraseSpanPicker({
  name,
  phrases,
  span,
  onSpan,
}: {
  name: string;
  phrases: readonly MemoPhrase[];
  span: PhraseSpan | null;
  onSpan: (span: PhraseSpan | null) => void;
}) {
  const id = useId();
  const from = span?.from ?? 1;
  const to = Math.min(span?.to ?? phrases.length, phrases.length);
  const choose = (next: PhraseSpan) => {
    if (next.from === from && next.to === to) return;
    onSpan(next.from === 1 && next.to === phrases.length ? null : next);
  };
  // Phrases as the writer counts them, from 1: each option's value and key is its number.
  const options = phrases
    .map((phrase, i) => ({ number: i + 1, phrase }))
    .map(({ number, phrase }) => (
      <option key={number} value={number}>
        {`${number} · ${range(phrase)} syl.`}
      </option>
    ));
  return (
    <div className="mt-1.5 flex items-center gap-1.5 whitespace-nowrap pl-11 text-xs text-muted">
      <label htmlFor={`${id}-from`}>From phrase</label>
      <select
        id={`${id}-from`}
        aria-label={`${name}: from phrase`}
        className={selectClass}
        value={from}
        onChange={(event) => {
          const first = Number(event.target.value);
          choose({ from: first, to: Math.max(first, to) });
        }}
      >
        {options}
      </select>
      <label htmlFor={`${id}-to`}>to</label>
      <select
        id={`${id}-to`}
        aria-label={`${name}: to phrase`}
        className={selectClass}
        value={to}
        onChange={(event) => {
          const last = Number(event.target.value);
          choose({ from: Math.min(from, last), to: last });
        }}
      >
        {options}
      </select>
    </div>
  );
}
