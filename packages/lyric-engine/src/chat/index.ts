import type { ChatInput, ChatOutput, WritingContext } from '@lyricist/shared/ai/contracts';
import { themeDataOf } from '../conversation/analyze';
import { parseAutoMessage } from '../conversation/auto-message';
import { readConversation } from '../conversation/readings';
import { songState } from '../conversation/song-state';
import { assistantReplies, writerMessages } from '../conversation/writer-messages';
import { rngFor } from '../util/random';
import { capitalize, clipText } from '../util/text';
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
 * One chat turn: the message is read (story, people, images, feelings, song instructions), the song's
 * state is built from the whole conversation, and the reply makes one move chosen by what was just said
 * and what is still missing. Also up to four lyric lines and the theme analysis so far.
 */
export function chat(input: ChatInput): ChatOutput {
  const message = input.message.trim();
  const added = parseAutoMessage(message);
  const context = withAddition(input.context, message);
  const previous = writerMessages(input.history);
  const messages = added || message === '' ? previous : [message, ...previous];
  const readings = readConversation(messages);
  const themeData = themeDataOf(readings, context);
  const rng = rngFor('reply', message, input.history.length, context);
  const state = readings.length > 0 ? songState(readings, assistantReplies(input.history)) : null;
  const content = added
    ? autoReply(added, themeData)
    : state && message !== ''
      ? composeReply(state, rng)
      : 'Tell me what happened, in your own words: where you were, and who was there?';
  const hasMaterial = themeData.images.length > 0;
  const suggestions = !added || hasMaterial ? suggestionLines(state, themeData, message) : [];
  return {
    content: clipText(capitalize(content), 4000),
    suggestions: (added ? suggestions.slice(0, 2) : suggestions).map((s) => clipText(s, 200)),
    themeData,
  };
}
