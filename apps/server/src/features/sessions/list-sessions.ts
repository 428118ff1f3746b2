import type { Database } from '../../db/client';
import type { lyricSessions } from '../../db/schema/index';
import { sessionStatements } from './statements';

export type SummaryRow = Pick<
  typeof lyricSessions.$inferSelect,
  'id' | 'songTitle' | 'lyrics' | 'style' | 'lastSaved'
>;

/** The user's own sessions as library cards, newest save first. */
export function listSessions(db: Database, userId: string): Promise<SummaryRow[]> {
  return sessionStatements(db).list.execute({ userId });
}
