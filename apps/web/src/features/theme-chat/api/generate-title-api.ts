import { generateTitleResponseSchema } from '@lyricist/shared/writing/contracts';
import { apiRequest } from '@/lib/api';

/** POST /api/sessions/{id}/generate-title, no body; answers the new title. */
export async function generateTitle(sessionId: string): Promise<string> {
  const res = await apiRequest('POST', `/api/sessions/${encodeURIComponent(sessionId)}/generate-title`);
  return generateTitleResponseSchema.parse(await res.json()).title;
}
