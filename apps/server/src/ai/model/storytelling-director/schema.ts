import { storytellingDirectorSchema } from '@lyricist/shared/ai/contracts';

/** The story the song tells, for the autocomplete and the title. */
export const storytellingTaskSchema = storytellingDirectorSchema;
