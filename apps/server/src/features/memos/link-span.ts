import { type MemoPhrase, type PhraseSpan, spanPastPhrasesMessage } from '@lyricist/shared/memos/phrases';
import { AppError } from '../../errors/app-error';

/** What a memo holds now, as far as its span depends on it. */
type Linked = {
  phrases: MemoPhrase[] | null;
  linkedStanza: number | null;
  linkedFromPhrase: number | null;
  linkedToPhrase: number | null;
};

type SpanChange = {
  phrases?: MemoPhrase[] | undefined;
  linkedStanza?: number | null | undefined;
  linkedSpan?: PhraseSpan | null | undefined;
};

type SpanColumns = { linkedFromPhrase?: number | null; linkedToPhrase?: number | null };

const spanOf = (memo: Linked): PhraseSpan | null =>
  memo.linkedFromPhrase === null || memo.linkedToPhrase === null
    ? null
    : { from: memo.linkedFromPhrase, to: memo.linkedToPhrase };

/**
 * The span columns a change writes (R-memo-12): unlinking forgets the span, a new span is set, and
 * anything else keeps it, so a link moved with its stanza keeps its phrases. The span the memo ends up
 * with must lie within its phrases once they are known (those sent with it, else those stored), and
 * only a linked memo takes one; else a 400 naming the field, with nothing written.
 */
export function spanColumns(memo: Linked, change: SpanChange): SpanColumns {
  const { linkedStanza, linkedSpan } = change;
  if (linkedStanza === null) return { linkedFromPhrase: null, linkedToPhrase: null };
  const span = linkedSpan === undefined ? spanOf(memo) : linkedSpan;
  if (span !== null) {
    if ((linkedStanza ?? memo.linkedStanza) === null)
      throw new AppError(
        'validation_failed',
        'Link the memo to a stanza before choosing the phrases it sings',
        'linkedSpan',
      );
    const phrases = change.phrases ?? memo.phrases;
    if (phrases !== null && span.to > phrases.length)
      throw new AppError(
        'validation_failed',
        spanPastPhrasesMessage(phrases.length),
        linkedSpan === undefined ? 'phrases' : 'linkedSpan',
      );
  }
  return linkedSpan === undefined
    ? {}
    : { linkedFromPhrase: linkedSpan?.from ?? null, linkedToPhrase: linkedSpan?.to ?? null };
}
