import type { AccessStatus } from '@lyricist/shared/access/contracts';
import type { Approach } from '@lyricist/shared/constants';
import type { Database } from '../../db/client';
import { accessRequests } from '../../db/schema/index';
import { accessStatus } from './access-status';

/** Records a request for a gated approach; asking twice is the same as asking once. */
export async function requestAccess(db: Database, userId: string, approach: Approach): Promise<AccessStatus> {
  await db.insert(accessRequests).values({ userId, approach }).onConflictDoNothing();
  return accessStatus(db, userId);
}
