import { accessEndpoints } from '../access/endpoints';
import { authEndpoints } from '../auth/endpoints';
import { catalogueEndpoints } from '../catalogue/endpoints';
import { memoEndpoints } from '../memos/endpoints';
import { sessionEndpoints } from '../sessions/endpoints';
import { versionEndpoints } from '../versions/endpoints';
import { wordEndpoints } from '../words/endpoints';
import { writingEndpoints } from '../writing/endpoints';
import type { Endpoint } from './endpoint';

/** Every endpoint of the API, by feature: the OpenAPI document and the route test read this. */
export const API_ENDPOINTS: Record<string, Record<string, Endpoint>> = {
  auth: authEndpoints,
  access: accessEndpoints,
  catalogue: catalogueEndpoints,
  sessions: sessionEndpoints,
  versions: versionEndpoints,
  memos: memoEndpoints,
  writing: writingEndpoints,
  words: wordEndpoints,
};
