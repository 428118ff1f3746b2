import { styleDirectorSchema } from '@lyricist/shared/ai/contracts';

/** The craft rules of the lyric: line length, rhyme, register, imagery. */
export const styleTaskSchema = styleDirectorSchema;
