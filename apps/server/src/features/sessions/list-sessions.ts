import type { Database } from '../../db/client';
import type { SessionRow } from './owned-session';
import { sessionStatements } from './statements';

type SummaryRow = Pick<SessionRow, 'id' | 'songTitle' | 'lyrics' | 'style' | 'lastSaved'>;

/** The user's own sessions as library cards, newest save first. */
export function listSessions(db: Database, userId: string): Promise<SummaryRow[]> {
  return sessionStatements(db).list.execute({ userId });
}
