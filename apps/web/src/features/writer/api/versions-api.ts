import type { RestoreVersionResponse, Version, VersionSummary } from '@lyricist/shared/versions/contracts';
import { versionEndpoints as api } from '@lyricist/shared/versions/endpoints';
import { apiQueryKey, callApi } from '@/lib/api';

/** The History panel's calls (issue 18), through their shared contracts. */

export const versionsQueryKey = (sessionId: string) => apiQueryKey(api.list, { params: { id: sessionId } });

export const listVersions = (sessionId: string): Promise<VersionSummary[]> =>
  callApi(api.list, { params: { id: sessionId } });

export const saveVersion = (sessionId: string, name: string): Promise<VersionSummary> =>
  callApi(api.save, { params: { id: sessionId }, body: { name } });

export const loadVersion = (sessionId: string, versionId: string): Promise<Version> =>
  callApi(api.get, { params: { id: sessionId, versionId } });

export const restoreVersion = (sessionId: string, versionId: string): Promise<RestoreVersionResponse> =>
  callApi(api.restore, { params: { id: sessionId, versionId } });
