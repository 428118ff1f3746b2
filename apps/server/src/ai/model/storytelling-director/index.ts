import type { StorytellingDirector, StorytellingInput } from '@lyricist/shared/ai/contracts';
import type { ModelTask } from '../task';
import { STORYTELLING_SYSTEM_PROMPT, storytellingMessages } from './prompt';
import { storytellingTaskSchema } from './schema';

/** The storytelling director, recomputed after each chat turn. */
export function storytellingDirectorTask(input: StorytellingInput): ModelTask<StorytellingDirector> {
  return {
    name: 'storytelling-director',
    schema: storytellingTaskSchema,
    system: STORYTELLING_SYSTEM_PROMPT,
    messages: storytellingMessages(input),
    temperature: 'analytic',
    maxOutputTokens: 800,
  };
}
