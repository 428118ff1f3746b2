/** "Memo 1", "Memo 2"…: the first of these that no memo of the song is called yet (R-memo-1). */
export function nextMemoName(names: readonly string[]): string {
  const taken = new Set(names);
  let n = names.length + 1;
  while (taken.has(`Memo ${n}`)) n++;
  return `Memo ${n}`;
}

/** A memo's length as a clock reads it: 0:07, 2:45. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
