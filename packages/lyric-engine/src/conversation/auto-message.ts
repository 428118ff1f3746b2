/** The app's automatic chat messages (R-pinned-2: an emoji, then "Added mood: X" and friends). */

export type AutoMessage =
  | { kind: 'mood' | 'genre' | 'artist'; name: string }
  | { kind: 'song'; name: string; artists: string[] };

const AUTO =
  /^\s*\p{Extended_Pictographic}(?:\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|\s)*Added (mood|genre|reference artist|reference song): (.+)$/su;

export function parseAutoMessage(message: string): AutoMessage | null {
  const m = AUTO.exec(message.trim());
  if (!m) return null;
  const [, label, rest] = m as unknown as [string, string, string];
  const value = rest.trim();
  if (label === 'mood') return { kind: 'mood', name: value };
  if (label === 'genre') return { kind: 'genre', name: value };
  if (label === 'reference artist') return { kind: 'artist', name: value };
  const by = value.lastIndexOf(' by ');
  if (by < 0) return { kind: 'song', name: value, artists: [] };
  const artists = value
    .slice(by + 4)
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  return { kind: 'song', name: value.slice(0, by).trim(), artists };
}

export function isAutoMessage(message: string): boolean {
  return parseAutoMessage(message) !== null;
}
