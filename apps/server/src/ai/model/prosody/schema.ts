import { prosodyOutputSchema } from '@lyricist/shared/ai/contracts';

/** Syllables, stress and rhyme of each line. */
export const prosodyTaskSchema = prosodyOutputSchema;
