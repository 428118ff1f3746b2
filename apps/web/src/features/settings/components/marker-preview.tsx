import { rhymeLetters } from '@lyricist/shared/lyrics/rhyme-scheme';
import { countLineSyllables } from '@lyricist/shared/lyrics/syllables';
import { SAMPLE_LINES } from './sample-lines';

const LETTERS = rhymeLetters(SAMPLE_LINES.join('\n'));
const SYLLABLES = SAMPLE_LINES.map((line) => countLineSyllables(line));

/** Four sample lines with the markers the editor would show, computed by the same shared functions. */
export function MarkerPreview({
  showRhymes,
  showSyllables,
}: {
  showRhymes: boolean;
  showSyllables: boolean;
}) {
  return (
    <figure className="mt-3 rounded-xl border border-border bg-background/60 p-4">
      <figcaption className="mb-3 text-xs font-medium uppercase tracking-wider text-muted">
        Preview
      </figcaption>
      <ol className="flex flex-col gap-1.5" aria-label="Preview">
        {SAMPLE_LINES.map((line, i) => (
          <li key={line} className="flex items-baseline gap-3" data-testid="preview-line">
            <span className="flex shrink-0 gap-2 font-mono text-xs tabular-nums">
              {showRhymes && (
                <span className="w-3 font-semibold text-primary" data-testid="rhyme-letter">
                  {LETTERS[i]}
                </span>
              )}
              {showSyllables && (
                <span className="w-5 text-right text-muted" data-testid="syllable-count">
                  {SYLLABLES[i]}
                </span>
              )}
            </span>
            <span className="min-w-0 font-serif text-[0.95rem] leading-relaxed [overflow-wrap:anywhere]">
              {line}
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
