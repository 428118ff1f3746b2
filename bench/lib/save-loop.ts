import type { Client } from './http';

/** What one writer's saves came to: the last text the server acknowledged, and the counts. */
export type SaveLog = {
  acked: number;
  errors: number;
  lastAcked: string | null;
  latencies: number[];
  firstError: string | null;
};

export const newSaveLog = (): SaveLog => ({
  acked: 0,
  errors: 0,
  lastAcked: null,
  latencies: [],
  firstError: null,
});

/**
 * One save of lyrics. It counts as acknowledged only when the server answers 200 with the very
 * text sent; anything else is an error.
 */
export async function saveLyrics(
  client: Client,
  token: string,
  sessionId: string,
  lyrics: string,
  log: SaveLog,
): Promise<boolean> {
  try {
    const res = await client.request('PUT', `/api/sessions/${sessionId}/lyrics`, { token, json: { lyrics } });
    log.latencies.push(res.ms);
    if (res.status === 200 && (JSON.parse(res.body) as { lyrics?: string }).lyrics === lyrics) {
      log.acked++;
      log.lastAcked = lyrics;
      return true;
    }
    log.errors++;
    log.firstError ??= `${res.status} ${res.body.slice(0, 160)}`;
  } catch (error) {
    log.errors++;
    log.firstError ??= error instanceof Error ? error.message : String(error);
  }
  return false;
}

/** The stored lyrics of a session, read back through the API. */
export async function storedLyrics(client: Client, token: string, sessionId: string): Promise<string | null> {
  const res = await client.request('GET', `/api/sessions/${sessionId}`, { token });
  return res.status === 200 ? (JSON.parse(res.body) as { lyrics: string }).lyrics : null;
}
