import { autocompleteOutputSchema } from '@lyricist/shared/ai/contracts';

/** The text to insert at the cursor. */
export const autocompleteTaskSchema = autocompleteOutputSchema;
