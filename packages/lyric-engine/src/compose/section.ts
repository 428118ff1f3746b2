import type { Role } from '../banks/template-kit';

/**
 * Where a line sits in the song's story: verses set the situation, the back half of a verse (and
 * the second verse) turns it, the chorus says the message. A "[Chorus]"-style label wins.
 */
export type { Role };

const LABEL = /^\s*\[?\s*(verse|chorus|pre-?chorus|bridge|hook|refrain|outro|intro)\b[^\]]*\]?\s*:?\s*$/i;

export function labelRole(line: string): Role | null {
  const m = LABEL.exec(line);
  if (!m) return null;
  const label = (m[1] as string).toLowerCase();
  if (label === 'chorus' || label === 'hook' || label === 'refrain' || label === 'outro') return 'message';
  if (label === 'verse' || label === 'intro') return 'situation';
  return 'turn';
}

/**
 * The role of the line at `position` in stanza number `stanza` (0-based). An unlabelled long
 * stanza tells the whole arc: four lines of situation, two of turn, then the message.
 */
export function roleAt(stanza: number, position: number, label: Role | null): Role {
  if (label === 'message') return 'message';
  if (label === 'situation') return roleAt(stanza === 0 ? 0 : 2, position, null);
  if (label === 'turn') return position < 2 ? 'turn' : 'message';
  if (stanza % 2 === 1) return 'message';
  if (stanza >= 2) return position < 2 ? 'turn' : position < 4 ? 'situation' : 'message';
  if (position < 4) return 'situation';
  return position < 6 ? 'turn' : 'message';
}
