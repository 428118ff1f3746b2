import {
  ACCOUNT_CREATIONS_PER_ADDRESS,
  SIGN_IN_FAILURES_PER_ACCOUNT,
  SIGN_IN_FAILURES_PER_ADDRESS,
  SIGN_IN_FAILURES_PER_PAIR,
} from '@lyricist/shared/constants';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { byAddress } from '../../limits';
import { addAll, type Claim, clearAll, giveBackAll, takeAll } from '../../throttles/store';
import { normaliseEmail } from './accounts';

/** A password check the limits let through; it must report how it went. */
export type Attempt = { succeeded: () => Promise<void>; failed: () => Promise<void> };

export type LoginThrottle = {
  /** Lets a password check through (`attempt`) or says how many seconds to wait (`wait`). */
  attempt: (
    request: FastifyRequest,
    email: string,
    isKnownBrowser: boolean,
  ) => Promise<{ attempt: Attempt } | { wait: number }>;
  /** Counts an account creation; seconds to wait when this address has created too many, else null. */
  creating: (request: FastifyRequest) => Promise<number | null>;
};

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * The embedded platform's sign-in limits (docs/decisions/041-sign-in-limits.md), counted in the
 * database so every instance shares them. A password check is counted as a failure before it runs
 * (so a burst sent at once cannot slip past) and given back when it succeeds. It counts against the
 * address, the (account, address) pair and, from a browser that never signed in to the account,
 * the account; the account's own limit never applies to its known browsers, so no one can keep an
 * owner out by failing from elsewhere. The address is the socket's unless TRUST_PROXY names proxies.
 */
export function loginThrottle(db: Database): LoginThrottle {
  return {
    async attempt(request, email, isKnownBrowser) {
      const address = byAddress(request);
      const account = normaliseEmail(email);
      const perAddress: Claim = {
        key: `sign-in-failures-address|${address}`,
        policy: SIGN_IN_FAILURES_PER_ADDRESS,
      };
      const perPair: Claim = {
        key: `sign-in-failures-pair|${account}|${address}`,
        policy: SIGN_IN_FAILURES_PER_PAIR,
      };
      const perAccount: Claim = {
        key: `sign-in-failures-account|${account}`,
        policy: SIGN_IN_FAILURES_PER_ACCOUNT,
      };
      const taken = isKnownBrowser ? [perAddress, perPair] : [perAddress, perPair, perAccount];
      const wait = await takeAll(db, taken);
      if (wait > 0) return { wait: seconds(wait) };
      return {
        attempt: {
          // The right password clears the pair's failures; the address and account get their try back.
          async succeeded() {
            await clearAll(db, [perPair.key]);
            await giveBackAll(db, [perAddress, ...(isKnownBrowser ? [] : [perAccount])]);
          },
          // A known browser's failure still counts against the account, for browsers it does not know.
          failed: async () => (isKnownBrowser ? addAll(db, [perAccount]) : undefined),
        },
      };
    },
    async creating(request) {
      const claim = { key: `account-creations|${byAddress(request)}`, policy: ACCOUNT_CREATIONS_PER_ADDRESS };
      const wait = await takeAll(db, [claim]);
      return wait > 0 ? seconds(wait) : null;
    },
  };
}
