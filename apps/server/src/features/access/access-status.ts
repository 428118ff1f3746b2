import type { AccessStatus } from '@lyricist/shared/access/contracts';
import type { Approach } from '@lyricist/shared/constants';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accessRequests } from '../../db/schema/index';

/** Which gated approaches this user has asked for (R-access-2). */
export async function accessStatus(db: Database, userId: string): Promise<AccessStatus> {
  const rows = await db
    .select({ approach: accessRequests.approach })
    .from(accessRequests)
    .where(eq(accessRequests.userId, userId));
  const requested = new Set<Approach>(rows.map((row) => row.approach));
  return {
    streamOfConsciousness: requested.has('stream_of_consciousness'),
    melodyFirst: requested.has('melody_first'),
  };
}
