import type { ChatInput, ChatOutput, WritingContext } from '@lyricist/shared/ai/contracts';
import { writerMessages } from '../directors/storytelling';
import { rngFor } from '../util/random';
import { capitalize, clipText } from '../util/text';
import { analyze } from './analyze';
import { parseAutoMessage } from './auto-message';
import { autoReply } from './auto-reply';
import { composeReply } from './reply';
import { suggestionLines } from './suggestions';

/** The context as it is after the automatic message, in case the app sends the message first. */
function withAddition(context: WritingContext, message: string): WritingContext {
  const added = parseAutoMessage(message);
  if (!added) return context;
  const add = (list: string[], name: string) =>
    list.some((x) => x.toLowerCase() === name.toLowerCase()) ? list : [...list, name];
  if (added.kind === 'mood') return { ...context, moods: add(context.moods, added.name.toLowerCase()) };
  if (added.kind === 'genre') return { ...context, genres: add(context.genres, added.name.toLowerCase()) };
  if (added.kind === 'artist') return { ...context, artists: add(context.artists, added.name) };
  if (added.kind !== 'song') return context;
  return { ...context, songs: [...context.songs, { name: added.name, artists: added.artists }] };
}

/**
 * One chat turn: a reply that reflects the writer's words and asks one question, up to four lyric
 * lines from their material, and the theme analysis of the whole conversation so far.
 */
export function chat(input: ChatInput): ChatOutput {
  const message = input.message.trim();
  const added = parseAutoMessage(message);
  const context = withAddition(input.context, message);
  const previous = writerMessages(input.history);
  const messages = added || message === '' ? previous : [message, ...previous];
  const themeData = analyze(messages, context);
  const rng = rngFor('reply', message, input.history.length, context);
  const content = added ? autoReply(added, themeData) : composeReply(message, themeData, rng);
  const hasMaterial = themeData.images.length > 0;
  const suggestions = !added || hasMaterial ? suggestionLines(themeData, context, message) : [];
  return {
    content: clipText(capitalize(content), 4000),
    suggestions: (added ? suggestions.slice(0, 2) : suggestions).map((s) => clipText(s, 200)),
    themeData,
  };
}
