/**
 * The two shapes of the sign-in limits (docs/decisions/041-sign-in-limits.md), as pure functions of
 * a key's state and the time. A key's state is a level at a moment; the level leaks away with time.
 */

/** `burst` calls at once, then one more every `refillMs` (a leaky bucket). */
export type Bucket = { readonly burst: number; readonly refillMs: number };
/**
 * `free` failures cost nothing; after them each try waits `delayMs` after the last failure, doubled
 * per further failure up to `maxDelayMs`. One failure is forgotten every `forgetMs`.
 */
export type Backoff = {
  readonly free: number;
  readonly delayMs: number;
  readonly maxDelayMs: number;
  readonly forgetMs: number;
};
export type Policy = Bucket | Backoff;
export type ThrottleState = { level: number; at: number };

const leakMsOf = (policy: Policy) => ('burst' in policy ? policy.refillMs : policy.forgetMs);

/** The level left at `now`, after leaking one per leak period since the state's moment. */
function levelAt(state: ThrottleState, policy: Policy, now: number): number {
  return Math.max(0, state.level - Math.max(0, now - state.at) / leakMsOf(policy));
}

/** How long a backoff makes the next try wait after the failure that brought it to `level`. */
export function backoffDelayMs(level: number, policy: Backoff): number {
  // A failure counts until it has leaked away whole.
  const failures = Math.ceil(level - 1e-9);
  if (failures < policy.free) return 0;
  return Math.min(policy.maxDelayMs, policy.delayMs * 2 ** (failures - policy.free));
}

/** Milliseconds until this key takes one more call (0: it takes one now). */
export function waitMs(state: ThrottleState, policy: Policy, now: number): number {
  if ('burst' in policy) {
    // Rounded to the microsecond first: levels are fractions, and 0.0001 * 10_000 is not quite 1.
    const overMs =
      Math.round((levelAt(state, policy, now) + 1 - policy.burst) * policy.refillMs * 1000) / 1000;
    return overMs > 0 ? Math.ceil(overMs) : 0;
  }
  return Math.max(0, state.at + backoffDelayMs(state.level, policy) - now);
}

/** The state after one more call (a failure, for a backoff). */
export function added(state: ThrottleState, policy: Policy, now: number): ThrottleState {
  return { level: levelAt(state, policy, now) + 1, at: now };
}

/** The state after a call taken in advance turned out not to count (a sign-in that succeeded). */
export function givenBack(state: ThrottleState, policy: Policy, now: number): ThrottleState {
  return { level: Math.max(0, levelAt(state, policy, now) - 1), at: now };
}
