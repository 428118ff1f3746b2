import {
  type RestoreVersionResponse,
  restoreVersionResponseSchema,
  type Version,
  type VersionSummary,
  versionListSchema,
  versionSchema,
  versionSummarySchema,
} from '@lyricist/shared/versions/contracts';
import { apiRequest } from '@/lib/api';

/** The History panel's calls (issue 18). */

const versionsPath = (sessionId: string) => `/api/sessions/${encodeURIComponent(sessionId)}/versions`;

export const versionsQueryKey = (sessionId: string) => ['/api/sessions', sessionId, 'versions'] as const;

export async function listVersions(sessionId: string): Promise<VersionSummary[]> {
  return versionListSchema.parse(await (await apiRequest('GET', versionsPath(sessionId))).json());
}

export async function saveVersion(sessionId: string, name: string): Promise<VersionSummary> {
  const res = await apiRequest('POST', versionsPath(sessionId), { name });
  return versionSummarySchema.parse(await res.json());
}

export async function loadVersion(sessionId: string, versionId: string): Promise<Version> {
  const res = await apiRequest('GET', `${versionsPath(sessionId)}/${encodeURIComponent(versionId)}`);
  return versionSchema.parse(await res.json());
}

export async function restoreVersion(sessionId: string, versionId: string): Promise<RestoreVersionResponse> {
  const res = await apiRequest('POST', `${versionsPath(sessionId)}/${encodeURIComponent(versionId)}/restore`);
  return restoreVersionResponseSchema.parse(await res.json());
}
