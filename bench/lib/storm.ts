import type { Client } from './http';
import { lyricsOf } from './lyrics';
import { createSession, type Writer } from './writers';

/**
 * A save storm for the kill -9 fault: every session saved over and over with numbered text, and
 * new sessions created, all concurrently. It records what the server acknowledged so that, after
 * a crash and restart, `checkStorm` can say whether every acknowledged write survived.
 */
type Lane = { sessionId: string; lastSent: number; lastAcked: number; acked: number };
type Created = { sessionId: string; lyrics: string };
export type Storm = { lanes: Lane[]; created: Created[]; errors: number; stop: () => Promise<void> };

const BASE = lyricsOf(120, 7);
const textOf = (seq: number) => `${BASE}\nseq ${seq}`;
const seqOf = (lyrics: string) => Number(lyrics.match(/\nseq (-?\d+)$/)?.[1] ?? Number.NaN);
const lyricsIn = (body: string) => (JSON.parse(body) as { lyrics: string }).lyrics;

export async function prepareLanes(client: Client, writer: Writer, count: number): Promise<Lane[]> {
  const lanes: Lane[] = [];
  for (let i = 0; i < count; i++) {
    const sessionId = await createSession(client, writer, { songTitle: `Storm ${i}`, lyrics: textOf(-1) });
    lanes.push({ sessionId, lastSent: -1, lastAcked: -1, acked: 0 });
  }
  return lanes;
}

/** Starts saving on every lane and creating on `creators` loops until `stop` (or the server dies). */
export function startStorm(client: Client, writer: Writer, lanes: Lane[], creators: number): Storm {
  let running = true;
  const storm: Storm = { lanes, created: [], errors: 0, stop: async () => {} };
  const token = writer.token;
  const saveLoop = async (lane: Lane) => {
    // Numbering continues across rounds, so a later round's check still orders every save.
    lane.acked = 0;
    for (let seq = lane.lastSent + 1; running; seq++) {
      lane.lastSent = seq;
      try {
        const res = await client.request('PUT', `/api/sessions/${lane.sessionId}/lyrics`, {
          token,
          json: { lyrics: textOf(seq) },
        });
        if (res.status === 200 && lyricsIn(res.body) === textOf(seq)) {
          lane.lastAcked = seq;
          lane.acked++;
        } else storm.errors++;
      } catch {
        return; // the server is gone: this save was never acknowledged
      }
    }
  };
  const createLoop = async (loop: number) => {
    for (let k = 0; running; k++) {
      const lyrics = `${BASE}\ncreated ${loop}-${k}`;
      try {
        const sessionId = await createSession(client, writer, { songTitle: `Created ${loop}-${k}`, lyrics });
        storm.created.push({ sessionId, lyrics });
      } catch {
        return;
      }
    }
  };
  const loops = [...lanes.map(saveLoop), ...Array.from({ length: creators }, (_, i) => createLoop(i))];
  storm.stop = async () => {
    running = false;
    await Promise.all(loops);
  };
  return storm;
}

export type StormCheck = { acknowledged: number; found: number; missing: string[] };

/**
 * After the restart: a save counts as found when its session holds it or a later save of the same
 * session (saves overwrite); a created session counts as found when it exists with its text.
 */
export async function checkStorm(client: Client, writer: Writer, storm: Storm): Promise<StormCheck> {
  const check: StormCheck = { acknowledged: 0, found: 0, missing: [] };
  for (const lane of storm.lanes) {
    check.acknowledged += lane.acked;
    const res = await client.request('GET', `/api/sessions/${lane.sessionId}`, { token: writer.token });
    const stored = res.status === 200 ? seqOf(lyricsIn(res.body)) : Number.NaN;
    if (stored >= lane.lastAcked && stored <= lane.lastSent) check.found += lane.acked;
    else {
      check.found += Math.max(0, Math.min(lane.acked, stored + 1));
      check.missing.push(
        `session ${lane.sessionId}: acknowledged seq ${lane.lastAcked}, stored ${res.status === 200 ? stored : `HTTP ${res.status}`}`,
      );
    }
  }
  for (const created of storm.created) {
    check.acknowledged++;
    const res = await client.request('GET', `/api/sessions/${created.sessionId}`, { token: writer.token });
    if (res.status === 200 && lyricsIn(res.body) === created.lyrics) check.found++;
    else check.missing.push(`created session ${created.sessionId}: HTTP ${res.status}`);
  }
  return check;
}
