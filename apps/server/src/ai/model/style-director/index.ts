import type { StyleDirector, StyleInput } from '@lyricist/shared/ai/contracts';
import type { ModelTask } from '../task';
import { STYLE_SYSTEM_PROMPT, styleMessages } from './prompt';
import { styleTaskSchema } from './schema';

/** The style director, recomputed when references, moods or genres are saved. */
export function styleDirectorTask(input: StyleInput): ModelTask<StyleDirector> {
  return {
    name: 'style-director',
    schema: styleTaskSchema,
    system: STYLE_SYSTEM_PROMPT,
    messages: styleMessages(input),
    temperature: 'analytic',
    maxOutputTokens: 500,
  };
}
