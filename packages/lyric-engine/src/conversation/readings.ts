import { type Reading, readMessage } from '../reading/read-message';
import { TAG_BUDGET_CHARS } from '../reading/tag';

/** Messages read with the tagger, newest first; older ones are read with the word banks only. */
const DEEP_MESSAGES = 4;
/** Earlier messages read at all: the song's state lives in the recent conversation. */
const MAX_MESSAGES = 16;
const CACHE_SIZE = 512;

/**
 * Readings by (text, depth). A reading is a pure function of both, so the cache never changes an
 * answer; it spares re-tagging the history the chat task receives again on every turn.
 */
const cache = new Map<string, Reading>();

function read(text: string, deep: boolean): Reading {
  const key = `${deep ? 'd' : 'b'}${text}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const reading = readMessage(text, deep ? TAG_BUDGET_CHARS : 0);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(key, reading);
  return reading;
}

/** Empties the cache: the chat bench starts each conversation as a fresh server would. */
export const forgetReadings = () => cache.clear();

/** Readings of the writer's messages, newest first. */
export function readConversation(messagesNewestFirst: readonly string[]): Reading[] {
  return messagesNewestFirst.slice(0, MAX_MESSAGES).map((m, i) => read(m, i < DEEP_MESSAGES));
}
