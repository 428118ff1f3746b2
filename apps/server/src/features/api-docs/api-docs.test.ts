import { API_ENDPOINTS } from '@lyricist/shared/api/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const endpoints = Object.values(API_ENDPOINTS).flatMap((feature) => Object.values(feature));

describe('endpoint contracts and the API document', () => {
  it('registers a route for every declared endpoint', () => {
    const missing = endpoints.filter((e) => !t.app.hasRoute({ method: e.method, url: e.path }));
    expect(missing.map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });

  it('serves an OpenAPI document with every endpoint, its inputs, answers and errors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    for (const e of endpoints) {
      const op = doc.paths[e.path.replace(/:([A-Za-z]+)/g, '{$1}')]?.[e.method.toLowerCase()];
      expect(op, `${e.method} ${e.path}`).toBeDefined();
      expect(Object.keys(op.responses)).toContain(String(e.status ?? 200));
      expect(Object.keys(op.responses)).toContain('400');
    }
    const save = doc.paths['/api/sessions/{id}/lyrics'].put;
    expect(save.security).toEqual([{ bearer: [] }]);
    expect(save.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    expect(save.requestBody.content['application/json'].schema.properties.lyrics.maxLength).toBe(50_000);
    expect(save.responses['404'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
  });

  it('shows a readable page of the endpoints outside production', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('/api/sessions/:id/contextual-autocomplete');
  });
});
