import { MAX_SUGGESTION_WORDS } from '@lyricist/shared/constants';

const QUOTED = /^["“](.*)["”]$/;

/**
 * The editor shows one line of ghost text and appends a newline on accept, so a suggestion is one
 * line of at most MAX_SUGGESTION_WORDS words. Models often echo the words already typed; those are
 * dropped (only at a word boundary: "I walk" + "I walked home" stays as it is).
 */
export function tidySuggestion(suggestion: string, partial: string): string {
  const firstLine = suggestion.split('\n').find((line) => line.trim() !== '') ?? '';
  let text = firstLine.replace(/\s+/g, ' ').trim();
  text = text.replace(QUOTED, '$1').trim();
  const typed = partial.replace(/\s+/g, ' ').trim().toLowerCase();
  const lower = text.toLowerCase();
  if (typed && lower.startsWith(typed) && (lower.length === typed.length || lower[typed.length] === ' ')) {
    text = text.slice(typed.length).trim();
  }
  return text.split(' ').filter(Boolean).slice(0, MAX_SUGGESTION_WORDS).join(' ');
}
