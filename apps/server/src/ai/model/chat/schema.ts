import { chatOutputSchema } from '@lyricist/shared/ai/contracts';

/** A chat turn's answer: the reply, up to four lyric lines, and the theme analysis. */
export const chatTaskSchema = chatOutputSchema;
