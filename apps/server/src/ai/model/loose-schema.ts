import { z } from 'zod';

// Length limits turn into grammars on llama.cpp-based servers, and some refuse those grammars.
const LENGTH_KEYWORDS = new Set(['maxLength', 'minLength', 'maxItems', 'minItems']);

function withoutLengths(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutLengths);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => !LENGTH_KEYWORDS.has(key))
      .map(([key, value]) => [key, withoutLengths(value)]),
  );
}

/**
 * The JSON Schema the model sees: the shared contract's shape without its length limits. The zod
 * contract itself still validates the answer, so a too-long answer is refused, never stored.
 */
export function modelJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema) as Record<string, unknown>;
  return withoutLengths(rest) as Record<string, unknown>;
}
