import { SIGN_IN_RATE_LIMIT_PER_MINUTE } from '@lyricist/shared/constants';

const WINDOW_MS = 60_000;
const PER_IP_FACTOR = 4;

/**
 * Counts failed sign-ins per (ip, email) and per ip in a one-minute window. In memory: with several
 * instances each keeps its own count, which still bounds guessing to a small multiple per minute.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  isBlocked(ip: string, email: string): boolean {
    return (
      this.count(`${ip}|${email}`) >= SIGN_IN_RATE_LIMIT_PER_MINUTE ||
      this.count(ip) >= SIGN_IN_RATE_LIMIT_PER_MINUTE * PER_IP_FACTOR
    );
  }

  recordFailure(ip: string, email: string): void {
    for (const key of [`${ip}|${email}`, ip]) {
      const entry = this.failures.get(key);
      const now = this.now();
      if (!entry || entry.resetAt <= now) this.failures.set(key, { count: 1, resetAt: now + WINDOW_MS });
      else entry.count++;
    }
    if (this.failures.size > 10_000) this.prune();
  }

  recordSuccess(ip: string, email: string): void {
    this.failures.delete(`${ip}|${email}`);
  }

  private count(key: string): number {
    const entry = this.failures.get(key);
    return entry && entry.resetAt > this.now() ? entry.count : 0;
  }

  private prune(): void {
    const now = this.now();
    for (const [key, entry] of this.failures) if (entry.resetAt <= now) this.failures.delete(key);
  }
}
