import type { TitleInput, TitleOutput } from '@lyricist/shared/ai/contracts';
import { MAX_TITLE_WORDS } from '@lyricist/shared/constants';
import type { ModelTask } from '../task';
import { TITLE_SYSTEM_PROMPT, titleMessages } from './prompt';
import { titleTaskSchema } from './schema';

/** Models like to quote titles and end them with a full stop; the editor shows the bare words. */
export function tidyTitle(title: string): string {
  const words = title
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["“]+|["”.]+$/g, '')
    .trim()
    .split(' ');
  return words.slice(0, MAX_TITLE_WORDS).join(' ');
}

/** A title from the lyrics, the theme analysis and the storytelling director. */
export function titleTask(input: TitleInput): ModelTask<TitleOutput> {
  return {
    name: 'title',
    schema: titleTaskSchema,
    system: TITLE_SYSTEM_PROMPT,
    messages: titleMessages(input),
    temperature: 'creative',
    maxOutputTokens: 60,
    finish: (output) => ({ title: tidyTitle(output.title) }),
  };
}
