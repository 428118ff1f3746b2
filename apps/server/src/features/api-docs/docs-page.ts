import type { Endpoint } from '@lyricist/shared/api/endpoint';
import { API_ENDPOINTS } from '@lyricist/shared/api/endpoints';
import { PRODUCT_NAME } from '@lyricist/shared/constants';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

const row = (endpoint: Endpoint) =>
  `<tr><td><code>${endpoint.method}</code></td><td><code>${escapeHtml(endpoint.path)}</code></td>` +
  `<td>${escapeHtml(endpoint.summary)}</td><td>${endpoint.auth === 'token' ? 'bearer' : ''}</td>` +
  `<td>${endpoint.errors.map(escapeHtml).join(', ')}</td></tr>`;

/** A readable page of the endpoints for development (no scripts: it runs under the strict CSP). */
export function apiDocsPage(): string {
  const sections = Object.entries(API_ENDPOINTS)
    .map(
      ([feature, endpoints]) =>
        `<h2>${escapeHtml(feature)}</h2><table><thead><tr><th>method</th><th>path</th><th>what</th>` +
        `<th>auth</th><th>errors</th></tr></thead><tbody>${Object.values(endpoints).map(row).join('')}</tbody></table>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${PRODUCT_NAME} API</title></head>
<body><main><h1>${PRODUCT_NAME} API</h1><p>Bodies and answers in full: <a href="/api/openapi.json">/api/openapi.json</a>.
Every non-2xx answer is <code>{"error":{"code","message","field?"}}</code>.</p>${sections}</main></body></html>`;
}
