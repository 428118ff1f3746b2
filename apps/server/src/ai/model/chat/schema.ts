import { chatOutputSchema, storytellingDirectorSchema } from '@lyricist/shared/ai/contracts';

/** A chat turn's answer: the reply, up to four lyric lines, the theme analysis and the story so far. */
export const chatTurnTaskSchema = chatOutputSchema.extend({ storytelling: storytellingDirectorSchema });
