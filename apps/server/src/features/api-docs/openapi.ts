import type { Endpoint } from '@lyricist/shared/api/endpoint';
import { API_ENDPOINTS } from '@lyricist/shared/api/endpoints';
import { ERROR_STATUS, errorBodySchema } from '@lyricist/shared/api/errors';
import { PRODUCT_NAME } from '@lyricist/shared/constants';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

// Inputs are described as the client sends them, answers as the server sends them.
const inputSchema = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
const outputSchema = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = inputSchema(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });
/** Raw bytes in any of `types` (a voice memo's audio). */
const bytes = (types: readonly string[]) => ({
  content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
});

function operation(feature: string, endpoint: Endpoint) {
  const errors = ['validation_failed', ...endpoint.errors] as const;
  const errorResponses = Object.fromEntries(
    errors.map((code) => [
      String(ERROR_STATUS[code]),
      { description: code, ...json({ $ref: '#/components/schemas/Error' }) },
    ]),
  );
  return {
    tags: [feature],
    summary: endpoint.summary,
    ...(endpoint.auth === 'token' ? { security: [{ bearer: [] }] } : {}),
    parameters: [...parameters(endpoint.params, 'path'), ...parameters(endpoint.query, 'query')],
    ...(endpoint.media?.request
      ? { requestBody: { required: true, ...bytes(endpoint.media.request) } }
      : endpoint.body
        ? { requestBody: { required: true, ...json(inputSchema(endpoint.body)) } }
        : {}),
    responses: {
      [String(endpoint.status ?? 200)]: {
        description: 'OK',
        ...(endpoint.media?.response
          ? bytes(endpoint.media.response)
          : json(outputSchema(endpoint.response))),
      },
      ...errorResponses,
    },
  };
}

/** The OpenAPI 3.1 document of every endpoint, generated from the shared contracts. */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [feature, endpoints] of Object.entries(API_ENDPOINTS)) {
    for (const endpoint of Object.values(endpoints)) {
      const path = endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}');
      paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation(feature, endpoint) };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${PRODUCT_NAME} API`,
      version: '1.0.0',
      description: 'Every non-2xx answer has the Error body; 500, 502 and 503 may come from any route.',
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: { Error: outputSchema(errorBodySchema) },
    },
    paths,
  };
}
