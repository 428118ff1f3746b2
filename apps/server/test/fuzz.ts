import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../src/db/client';
import { userRowsSnapshot } from './db-snapshot';

/** Property runs per endpoint (the issue asks for at least 500 random bodies each). */
export const FUZZ_RUNS = 500;

/** Strings that have broken servers before: NUL, lone surrogates, SQL and LIKE syntax, prototype keys. */
export const nastyString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfff',
    '\ud83d',
    '😀',
    '__proto__',
    'constructor',
    "'; drop table lyric_sessions; --",
    '%_\\',
    '../../etc/passwd',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

/** Values of the wrong JSON type for any field. */
export const wrongType = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** A string right at or just over its limit. */
export const atLimit = (max: number) => fc.constantFrom(max, max + 1).map((n) => 'x'.repeat(n));

/** A text field, near-valid: ordinary, nasty, at/over the limit, or the wrong type. */
export const textField = (max: number) =>
  fc.oneof(
    { arbitrary: fc.string({ maxLength: 40 }), weight: 4 },
    { arbitrary: nastyString, weight: 2 },
    { arbitrary: atLimit(max), weight: 1 },
    { arbitrary: wrongType, weight: 1 },
  );

/** A list of items, sometimes at or over its length limit, sometimes not a list at all. */
export const listField = <T>(item: fc.Arbitrary<T>, max: number) =>
  fc.oneof(
    { arbitrary: fc.array(item, { maxLength: 4 }), weight: 5 },
    {
      arbitrary: fc
        .tuple(item, fc.constantFrom(max, max + 1))
        .map(([one, n]) => Array.from({ length: n }, () => one)),
      weight: 1,
    },
    { arbitrary: wrongType, weight: 1 },
  );

/** A path segment: any well-formed string the router passes on (it answers 414 past 100 characters). */
export const pathSegment = nastyString
  .filter((s) => s.length > 0 && isWellFormedText(s))
  .map((s) => encodeURIComponent(s))
  .filter((s) => s.length <= 100);

function isWellFormedText(s: string): boolean {
  try {
    encodeURIComponent(s);
    return true;
  } catch {
    return false;
  }
}

/** A query string of random keys and values (for routes that take none, or to add noise). */
export const noiseQuery = fc
  .dictionary(fc.string({ maxLength: 8 }), nastyString, { maxKeys: 3 })
  .map((params) => new URLSearchParams(params).toString());

/** A field that is sometimes left out. */
export const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 5 });

/** Any JSON body at all, or a near-valid one (weighted towards near-valid, which finds more). */
export const anyOr = <T>(nearValid: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.anything(), weight: 1 }, { arbitrary: nearValid, weight: 3 });

/** A JSON request carrying `body` (undefined sends no body at all). */
export function jsonRequest(
  method: InjectOptions['method'],
  url: string,
  headers: Record<string, string>,
  body: unknown,
): InjectOptions {
  const payload = JSON.stringify(body);
  if (payload === undefined) return { method, url, headers };
  return { method, url, headers: { ...headers, 'content-type': 'application/json' }, payload };
}

export type StatusCounts = { ok: number; rejected: number };

/**
 * Runs FUZZ_RUNS random requests: none may answer 5xx, every 4xx must carry the error shape and
 * leave the user's rows byte-for-byte unchanged. Answers how many were accepted and rejected, so a
 * test can check its generator reaches both sides.
 */
export async function fuzzEndpoint<T>(options: {
  app: FastifyInstance;
  db: Database;
  userId: string;
  arbitrary: fc.Arbitrary<T>;
  request: (value: T) => InjectOptions;
  /** Called before each request, e.g. to start rate-limit windows afresh. */
  beforeEach?: () => Promise<void>;
  /** Called after each accepted request, e.g. to keep the user's rows small between runs. */
  afterOk?: (res: LightMyRequestResponse) => Promise<void>;
  runs?: number;
  /** The accepted requests refresh the style director in the background: its column is not compared. */
  withoutStyleDirector?: boolean;
}): Promise<StatusCounts> {
  const counts: StatusCounts = { ok: 0, rejected: 0 };
  const { withoutStyleDirector } = options;
  const snapshot = () => userRowsSnapshot(options.db, options.userId, { withoutStyleDirector });
  // The state after one run is the state before the next: one snapshot per run.
  let before = await snapshot();
  await fc.assert(
    fc.asyncProperty(options.arbitrary, async (value) => {
      await options.beforeEach?.();
      const res = await options.app.inject(options.request(value));
      expect(res.statusCode, res.body).toBeLessThan(500);
      if (res.statusCode < 400) {
        counts.ok++;
        await options.afterOk?.(res);
        before = await snapshot();
        return;
      }
      counts.rejected++;
      expect(res.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
      const after = await snapshot();
      expect(after, 'a rejected request changed the database').toBe(before);
      before = after;
    }),
    { numRuns: options.runs ?? FUZZ_RUNS },
  );
  return counts;
}
