import type { AccessStatus } from '@lyricist/shared/access/contracts';
import type { Approach } from '@lyricist/shared/constants';
import { ACCESS_STATUS_CHECK_DELAY_MS } from '@lyricist/shared/web-constants';
import { useEffect, useState } from 'react';
import { track } from '@/lib/analytics';
import { storedUser } from '@/lib/stored-user';
import { useAccessStatus } from '../api/access-status';
import { useRequestAccess } from '../api/request-access';

const STATUS_FIELD: Record<Approach, keyof AccessStatus> = {
  melody_first: 'melodyFirst',
  stream_of_consciousness: 'streamOfConsciousness',
};

/**
 * Access requests per gated approach (R-access-1, R-selection-4): pending at once on click, back to
 * not requested if the call fails. The server's status is loaded about 1 s after opening, and only
 * when both the user id and the token are stored.
 */
export function useAccessRequests() {
  const [canLoad, setCanLoad] = useState(false);
  const [optimistic, setOptimistic] = useState<ReadonlySet<Approach>>(new Set());
  const status = useAccessStatus(canLoad);
  const request = useRequestAccess();

  useEffect(() => {
    const timer = setTimeout(() => {
      setCanLoad(Boolean(storedUser.id() && storedUser.token()));
    }, ACCESS_STATUS_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    // Status failures are only logged (R-access-1).
    if (status.error) console.error('Failed to load access request status', status.error);
  }, [status.error]);

  const isPending = (approach: Approach) =>
    optimistic.has(approach) || Boolean(status.data?.[STATUS_FIELD[approach]]);

  const requestApproach = (approach: Approach) => {
    if (isPending(approach)) return;
    track(`requested_${approach}_access`);
    setOptimistic((current) => new Set(current).add(approach));
    // mutateAsync, not mutate: per-call callbacks of mutate fire only for the latest call.
    request.mutateAsync(approach).catch((error: unknown) => {
      console.error(`Failed to request ${approach} access`, error);
      track('access_request_failed', {
        approach,
        message: error instanceof Error ? error.message : String(error),
      });
      setOptimistic((current) => {
        const next = new Set(current);
        next.delete(approach);
        return next;
      });
    });
  };

  return { isPending, requestApproach };
}
