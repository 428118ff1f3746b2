/**
 * The JSON object in a model's text. Models wrap it in code fences or put a sentence before it
 * ("Here is the JSON:"), even when told not to; the object itself is what we validate.
 * Linear in the text: one search for a fence, one for each brace.
 */
export function jsonTextOf(text: string): string {
  const fenced = /```(?:json)?\s*\n?([\s\S]*?)```/i.exec(text);
  const body = fenced?.[1] ?? text;
  const start = body.indexOf('{');
  const end = body.lastIndexOf('}');
  return start >= 0 && end > start ? body.slice(start, end + 1) : body.trim();
}
