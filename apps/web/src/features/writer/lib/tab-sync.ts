/**
 * What a writer tab does when another tab of the same browser mirrors new text for the same song
 * (docs/decisions/004-editor-load-priority.md):
 * - `follow` when this tab has nothing unsaved, or when the other text still holds every character
 *   this tab typed (it was built on ours), so adopting it loses nothing;
 * - `conflict` otherwise: this tab keeps its own text and tells the writer; the text typed last is
 *   the one the session cache, the next load and the server end with.
 */
export type TabSyncDecision = 'same' | 'follow' | 'conflict';

export function decideTabSync(options: {
  ours: string;
  theirs: string;
  oursUnsaved: boolean;
}): TabSyncDecision {
  const { ours, theirs, oursUnsaved } = options;
  if (ours === theirs) return 'same';
  if (!oursUnsaved || keepsAllOf(theirs, ours)) return 'follow';
  return 'conflict';
}

/** True when every character of `ours` appears in `theirs`, in order (insertions only). */
export function keepsAllOf(theirs: string, ours: string): boolean {
  if (ours.length > theirs.length) return false;
  let i = 0;
  for (let j = 0; j < theirs.length && i < ours.length; j++) {
    if (theirs.charCodeAt(j) === ours.charCodeAt(i)) i++;
  }
  return i === ours.length;
}
