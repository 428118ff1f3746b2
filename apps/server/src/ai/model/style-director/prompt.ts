import type { StyleInput } from '@lyricist/shared/ai/contracts';
import type { ModelMessage } from 'ai';
import { describeContext } from '../prompt-parts';

export const STYLE_SYSTEM_PROMPT = `You are the style director of a song. From the moods, genres, reference artists and reference songs the writer pinned, set the craft rules for the lyric.

Give "syllablesPerLine" as whole numbers from 1 to 30 with min <= target <= max. "rhymeScheme": "AABB", "ABAB", "ABCB", "AAAA", "AABA" or "FREE". "rhymeDensity": "low", "medium" or "high". "register": "plain", "conversational", "poetic", "street" or "storyteller". "imagery": up to eight families of images that suit this style. "notes": one or two sentences of guidance in plain words.

Describe the style; never quote or imitate the lyrics of the reference songs. With nothing pinned, choose a versatile singer-songwriter style.`;

/** The writer's chat messages carry instructions about the song ("a slow folk song"); the model weighs them. */
export function styleMessages(input: StyleInput): ModelMessage[] {
  const said = (input.chatMessages ?? []).map((m) => `- ${m}`).join('\n');
  const chat =
    said === ''
      ? ''
      : `\n\nWhat the writer said in the theme chat (follow any instruction about the song):\n${said}`;
  return [{ role: 'user', content: `What the writer pinned:\n${describeContext(input)}${chat}` }];
}
