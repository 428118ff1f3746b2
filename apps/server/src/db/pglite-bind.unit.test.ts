import { protocol } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { type BindValue, bindExecuteSync } from './pglite-bind';

const { serialize } = protocol;

/** What PGlite's own serializers send for the same statement and values. */
const pglites = (statement: string, values: BindValue[]) =>
  Uint8Array.from([...serialize.bind({ statement, values }), ...serialize.execute({}), ...serialize.sync()]);

describe('bindExecuteSync', () => {
  it.each<[string, BindValue[]]>([
    ['no values', []],
    ['a song', ['verse one\nline two', '2026-11-28T10:00:00.000Z', '8b2f5f0e-8a4e-4d3a-9b1e-0c1d2e3f4a5b']],
    ['text beyond ASCII', ['né, 夜, 🎸 and a lone \u00e9', '']],
    ['nulls', [null, 'x', null]],
    ['bytes', [new Uint8Array([0, 1, 2, 255]), new Uint8Array([9, 8, 7, 6, 5]).subarray(1, 3), 'after']],
    ['a long song', ['la '.repeat(5000)]],
  ])('sends %s byte for byte as PGlite does', (_, values) => {
    expect(bindExecuteSync('drizzle_7', values)).toEqual(pglites('drizzle_7', values));
  });
});
