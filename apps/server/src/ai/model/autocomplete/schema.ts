import { autocompleteOutputSchema } from '@lyricist/shared/ai/contracts';
import { z } from 'zod';

/** How many lines the model is asked for, so the form check has a choice. */
export const CANDIDATE_COUNT = 5;

/**
 * The model's pick in "suggestion" and other candidates for the same spot. Candidates are optional
 * so a model that answers with one line still works; after the form check only the chosen line is left.
 */
export const autocompleteTaskSchema = autocompleteOutputSchema.extend({
  candidates: z
    .array(z.string().max(400))
    .max(CANDIDATE_COUNT * 2)
    .optional(),
});
export type AutocompleteTaskOutput = z.infer<typeof autocompleteTaskSchema>;
