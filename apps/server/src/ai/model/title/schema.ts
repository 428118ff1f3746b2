import { titleOutputSchema } from '@lyricist/shared/ai/contracts';

/** The song's title. */
export const titleTaskSchema = titleOutputSchema;
