import {
  ACCOUNT_CREATION_WINDOW_MS,
  ACCOUNT_CREATIONS_PER_ADDRESS,
  SIGN_IN_FAILURE_WINDOW_MS,
  SIGN_IN_FAILURES_PER_ACCOUNT,
  SIGN_IN_FAILURES_PER_ADDRESS,
} from '@lyricist/shared/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { byAddress, counter } from '../../limits';
import { normaliseEmail } from './accounts';

export type LoginThrottle = {
  /** Seconds to wait while this address or this account has used up its failed sign-ins, else null. */
  blocked: (request: FastifyRequest) => Promise<number | null>;
  /** Counts a failed sign-in against the address and the account. */
  failed: (request: FastifyRequest) => Promise<void>;
  /** Counts an account creation; seconds to wait when this address has created too many, else null. */
  creating: (request: FastifyRequest) => Promise<number | null>;
};

const formEmail = (request: FastifyRequest) =>
  normaliseEmail(String((request.body as { email?: unknown } | undefined)?.email ?? ''));

/**
 * The embedded platform's throttles, counted in the database so every instance shares them: failed
 * sign-ins per address and per account (whatever address the guesses come from), and account
 * creation per address. The address is the socket's unless TRUST_PROXY names the proxies.
 */
export function loginThrottle(app: FastifyInstance): LoginThrottle {
  const window = SIGN_IN_FAILURE_WINDOW_MS;
  const perAddress = counter(app, {
    group: 'sign-in-failures-address',
    max: SIGN_IN_FAILURES_PER_ADDRESS,
    windowMs: window,
    key: byAddress,
  });
  const perAccount = counter(app, {
    group: 'sign-in-failures-account',
    max: SIGN_IN_FAILURES_PER_ACCOUNT,
    windowMs: window,
    key: formEmail,
  });
  const creations = counter(app, {
    group: 'account-creations',
    max: ACCOUNT_CREATIONS_PER_ADDRESS,
    windowMs: ACCOUNT_CREATION_WINDOW_MS,
    key: byAddress,
  });
  return {
    async blocked(request) {
      const waits = await Promise.all([perAddress.spent(request), perAccount.spent(request)]);
      const blocking = waits.filter((wait): wait is number => wait !== null);
      return blocking.length > 0 ? Math.max(...blocking) : null;
    },
    async failed(request) {
      await Promise.all([perAddress.hit(request), perAccount.hit(request)]);
    },
    creating: (request) => creations.hit(request),
  };
}
