import { describe, expect, it } from 'vitest';
import { base36Numbers, countOf, countTable } from './count-table';

describe('count tables', () => {
  it('reads base-36 rows in any order and finds each count by its key', () => {
    expect(base36Numbers('a,1,z 0,0,10')).toEqual([10, 1, 35, 0, 0, 36]);
    const table = countTable('2,1,5 0,3,7 1,0,z', 3, ([a, b]) => (a as number) * 100 + (b as number));
    expect(countOf(table, 201)).toBe(5);
    expect(countOf(table, 3)).toBe(7);
    expect(countOf(table, 100)).toBe(35);
    expect(countOf(table, 101)).toBe(0);
  });
});
