/**
 * The value with the given share q (0–1) of the others below it (the nearest rank, rounding down),
 * in expected linear time (quickselect), without reordering the caller's array; NaN when empty.
 */
export function quantile(values: ArrayLike<number>, q: number): number {
  if (values.length === 0) return Number.NaN;
  const a = Array.from(values);
  const k = Math.min(a.length - 1, Math.max(0, Math.floor(q * (a.length - 1))));
  let lo = 0;
  let hi = a.length - 1;
  while (lo < hi) {
    const pivot = a[(lo + hi) >> 1] as number;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((a[i] as number) < pivot) i++;
      while ((a[j] as number) > pivot) j--;
      if (i <= j) {
        [a[i], a[j]] = [a[j] as number, a[i] as number];
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else break;
  }
  return a[k] as number;
}

/** The median (the lower middle value for an even count); NaN when empty. */
export const median = (values: ArrayLike<number>): number => quantile(values, 0.5);
