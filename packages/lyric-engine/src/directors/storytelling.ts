import type { StorytellingDirector, StorytellingInput, ThemeData } from '@lyricist/shared/ai/contracts';
import { analyze } from '../conversation/analyze';
import { storyDirection } from '../conversation/storytelling';
import { writerMessages } from '../conversation/writer-messages';

const EMPTY_CONTEXT = { moods: [], genres: [], artists: [], songs: [] };

/** The story to tell, from the theme analysis (or the conversation when there is none yet). */
export function storytellingDirector(input: StorytellingInput): StorytellingDirector {
  const data: ThemeData = input.themeData ?? analyze(writerMessages(input.history), EMPTY_CONTEXT);
  return storyDirection(data);
}
