import { z } from 'zod';

/**
 * PostgreSQL cannot store NUL in text, nor an unpaired UTF-16 surrogate inside jsonb: either makes
 * the database throw. Such text is refused at the door with a 400 naming the field, never a 500.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSTORABLE_TEXT_MESSAGE = 'must not contain NUL characters or unpaired surrogates';

export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** A string of at most `max` characters that the database can store. */
export const storableText = (max: number) =>
  z.string().max(max).refine(isStorableText, { message: UNSTORABLE_TEXT_MESSAGE });
