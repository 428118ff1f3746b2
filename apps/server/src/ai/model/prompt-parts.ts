import type { ChatTurn, WritingContext } from '@lyricist/shared/ai/contracts';

/**
 * Pieces the task prompts share. Inputs can be long (500 messages, 50,000 characters of lyrics);
 * a model only needs the recent part, so prompts stay small and fast.
 */

/** How many of the latest chat turns a prompt carries. */
export const PROMPT_TURNS = 24;

export const recentTurns = (history: readonly ChatTurn[]): ChatTurn[] => history.slice(-PROMPT_TURNS);

/** The conversation as a labelled transcript, for tasks that read it rather than continue it. */
export function transcript(history: readonly ChatTurn[]): string {
  const turns = recentTurns(history);
  if (turns.length === 0) return '(no conversation yet)';
  return turns.map((t) => `${t.role === 'user' ? 'Writer' : 'Partner'}: ${t.content}`).join('\n');
}

const list = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : 'none');

/** What the writer pinned, by name. */
export function describeContext(context: WritingContext): string {
  const songs = context.songs.map((s) =>
    s.artists.length > 0 ? `"${s.name}" by ${s.artists.join(', ')}` : `"${s.name}"`,
  );
  return [
    `Moods: ${list(context.moods)}`,
    `Genres: ${list(context.genres)}`,
    `Reference artists: ${list(context.artists)}`,
    `Reference songs: ${list(songs)}`,
  ].join('\n');
}

/** A value as compact JSON, or "none" when absent. */
export const jsonOrNone = (value: unknown): string =>
  value === null || value === undefined ? 'none' : JSON.stringify(value);

/** The last `max` characters of a text (what matters before a cursor). */
export const tail = (text: string, max: number): string => (text.length > max ? text.slice(-max) : text);

/** The first `max` characters of a text. */
export const head = (text: string, max: number): string => (text.length > max ? text.slice(0, max) : text);
