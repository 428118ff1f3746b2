/**
 * The one byte range a `Range` header asks of a resource of `size` bytes (RFC 9110 §14): `bytes=a-b`,
 * `bytes=a-` or the last n bytes, `bytes=-n`. A header the server may ignore (another unit, several
 * ranges, bad syntax) answers null: the whole resource is sent with 200, as the RFC allows. A range
 * that names no byte of it answers 'unsatisfiable' (416).
 */
export type ByteRange = { start: number; end: number };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header?.trim().match(SINGLE_RANGE);
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
