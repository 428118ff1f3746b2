import { eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { accessRequests, lyricSessions, lyricVersions, pronunciations } from '../src/db/schema/index';

/** One session row exactly as PostgreSQL holds it (row_to_json text), or null when it is gone. */
export async function sessionRowText(db: Database, sessionId: string): Promise<string | null> {
  const [row] = await db
    .select({ json: sql<string>`row_to_json(${lyricSessions})::text` })
    .from(lyricSessions)
    .where(eq(lyricSessions.id, sessionId));
  return row?.json ?? null;
}

/**
 * A fingerprint of every row a user owns (sessions, their versions, access requests and pronunciations),
 * byte for byte: the md5 of their row_to_json text, computed in the database so a run does not ship
 * 50,000-character lyrics back and forth on every check. `withoutStyleDirector` leaves out the one
 * column written in the background after a request has answered (the style director's refresh).
 */
export async function userRowsSnapshot(
  db: Database,
  userId: string,
  { withoutStyleDirector = false } = {},
): Promise<string> {
  const session = withoutStyleDirector
    ? sql`(row_to_json(s)::jsonb - 'style_director')`
    : sql`row_to_json(s)`;
  const [row] = await db
    .select({
      sessions: sql<string | null>`(select md5(string_agg(${session}::text, E'\n' order by s.id))
        from ${lyricSessions} s where s.user_id = ${userId})`,
      versions: sql<string | null>`(select md5(string_agg(row_to_json(v)::text, E'\n' order by v.id))
        from ${lyricVersions} v join ${lyricSessions} s on s.id = v.session_id where s.user_id = ${userId})`,
      access: sql<string | null>`(select string_agg(row_to_json(a)::text, E'\n' order by a.approach)
        from ${accessRequests} a where a.user_id = ${userId})`,
      pronunciations: sql<string | null>`(select md5(string_agg(row_to_json(p)::text, E'\n' order by p.word))
        from ${pronunciations} p where p.user_id = ${userId})`,
    })
    .from(sql`(select 1) as one`);
  return JSON.stringify(row ?? null);
}
