import type { ProsodyOutput } from '@lyricist/shared/ai/contracts';
import type { ModelTask } from '../task';
import { PROSODY_SYSTEM_PROMPT, prosodyMessages } from './prompt';
import { prosodyTaskSchema } from './schema';

/** Prosody analysis of the lyrics. */
export function prosodyTask(lyrics: string): ModelTask<ProsodyOutput> {
  return {
    name: 'prosody',
    schema: prosodyTaskSchema,
    system: PROSODY_SYSTEM_PROMPT,
    messages: prosodyMessages(lyrics),
    temperature: 0,
  };
}
