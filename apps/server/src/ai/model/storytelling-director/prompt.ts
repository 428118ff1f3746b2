import type { StorytellingInput } from '@lyricist/shared/ai/contracts';
import type { ModelMessage } from 'ai';
import { jsonOrNone, transcript } from '../prompt-parts';

/** The storytelling director's fields; the chat turn asks for the same ones under "storytelling". */
export const STORYTELLING_FIELDS = `"situation": who, where and what is happening, in one or two sentences. "turn": what changes or is understood by the last chorus. "chorusMessage": the one thing the chorus keeps saying, in plain words. "images": up to eight concrete, sensory images taken from the writer's own story. "emotions": up to six emotion words, strongest first. "pointOfView" ("first", "second" or "third") and "tense" ("past", "present" or "future").

Stay with what the writer said; invent nothing they would not recognise. Ignore the app's automatic "Added mood/genre/reference" notes except as colour.`;

export const STORYTELLING_SYSTEM_PROMPT = `You are the storytelling director of a song. From a conversation between a songwriter ("Writer") and their writing partner ("Partner"), and its theme analysis, decide what the song says so that a lyricist can write it.

Give ${STORYTELLING_FIELDS}`;

export function storytellingMessages(input: StorytellingInput): ModelMessage[] {
  return [
    {
      role: 'user',
      content: `Conversation:\n${transcript(input.history)}\n\nTheme analysis:\n${jsonOrNone(input.themeData)}`,
    },
  ];
}
