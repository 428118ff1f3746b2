import type { Database } from '../src/db/client';
import { rateLimits } from '../src/db/schema/index';

/**
 * Starts every limit's window afresh, as if the time had passed. For tests about something other
 * than the limits that send one writer's calls faster than a person could (the word panel's limit,
 * the catalogue search's); limits.test.ts and route-rate-limit.test.ts test the limits.
 */
export async function newLimitWindows(db: Database): Promise<void> {
  await db.delete(rateLimits);
}
