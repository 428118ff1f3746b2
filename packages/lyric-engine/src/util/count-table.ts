/**
 * The language models' generated count tables, read without building a Map: rows of base-36 numbers
 * ("a,b,count" or "a,b,c,count"), each row's ids folded into one key, kept as two typed arrays sorted
 * by key and searched by halves. Loading 27,000 rows this way costs a few milliseconds and no garbage,
 * which is most of what the engine's first suggestion used to spend on them.
 */
export type CountTable = { keys: Uint32Array; counts: Uint32Array };

/** Every base-36 number in a table, in order, in one pass over its text. */
export function base36Numbers(text: string): number[] {
  const out: number[] = [];
  let n = 0;
  let inNumber = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const digit = c >= 48 && c <= 57 ? c - 48 : c >= 97 && c <= 122 ? c - 87 : -1;
    if (digit >= 0) {
      n = n * 36 + digit;
      inNumber = true;
    } else if (inNumber) {
      out.push(n);
      n = 0;
      inNumber = false;
    }
  }
  if (inNumber) out.push(n);
  return out;
}

/**
 * Reads rows of `width` numbers (the last one the count); `keyOf` folds a row's ids into one key
 * below 2^32. Rows may come in any order.
 */
export function countTable(
  text: string,
  width: number,
  keyOf: (ids: readonly number[]) => number,
): CountTable {
  const numbers = base36Numbers(text);
  const rows = Math.floor(numbers.length / width);
  const order = new Uint32Array(rows);
  const keys = new Uint32Array(rows);
  const ids: number[] = new Array(width - 1);
  for (let r = 0; r < rows; r++) {
    for (let k = 0; k < width - 1; k++) ids[k] = numbers[r * width + k] as number;
    keys[r] = keyOf(ids);
    order[r] = r;
  }
  order.sort((a, b) => (keys[a] as number) - (keys[b] as number));
  const sorted = { keys: new Uint32Array(rows), counts: new Uint32Array(rows) };
  order.forEach((r, i) => {
    sorted.keys[i] = keys[r] as number;
    sorted.counts[i] = numbers[r * width + width - 1] as number;
  });
  return sorted;
}

/** The count stored for `key`, or 0. */
export function countOf(table: CountTable, key: number): number {
  let lo = 0;
  let hi = table.keys.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const k = table.keys[mid] as number;
    if (k === key) return table.counts[mid] as number;
    if (k < key) lo = mid + 1;
    else hi = mid - 1;
  }
  return 0;
}
