import type { TitleInput } from '@lyricist/shared/ai/contracts';
import { DEFAULT_SONG_TITLE, MAX_TITLE_WORDS } from '@lyricist/shared/constants';
import type { ModelMessage } from 'ai';
import { head, jsonOrNone } from '../prompt-parts';

const LYRICS_CHARS = 4000;

export const TITLE_SYSTEM_PROMPT = `You name songs. Give the song one title of at most ${MAX_TITLE_WORDS} words in "title": concrete and singable, ideally the chorus hook or the story's central image. No quotation marks, no final full stop, never "${DEFAULT_SONG_TITLE}" or "Untitled". When there are no lyrics yet, name the song from its story.`;

export function titleMessages(input: TitleInput): ModelMessage[] {
  const lyrics = input.lyrics.trim() ? head(input.lyrics, LYRICS_CHARS) : '(no lyrics yet)';
  const content = [
    `Lyrics:\n<<<\n${lyrics}\n>>>`,
    `Theme analysis: ${jsonOrNone(input.themeData)}`,
    `Storytelling director: ${jsonOrNone(input.storytelling)}`,
  ].join('\n\n');
  return [{ role: 'user', content }];
}
