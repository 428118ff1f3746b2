/** The moods and genres (R-moods-1, R-genres-1), and the rules for restoring saved ones. */

export type Mood = { id: string; name: string; color: string };
export type Genre = { id: string; name: string };

export const MOODS: readonly Mood[] = [
  { id: 'happy', name: 'Happy', color: '#facc15' },
  { id: 'sad', name: 'Sad', color: '#60a5fa' },
  { id: 'energetic', name: 'Energetic', color: '#f97316' },
  { id: 'chill', name: 'Chill', color: '#2dd4bf' },
  { id: 'romantic', name: 'Romantic', color: '#f472b6' },
  { id: 'angry', name: 'Angry', color: '#ef4444' },
  { id: 'nostalgic', name: 'Nostalgic', color: '#d4a373' },
  { id: 'confident', name: 'Confident', color: '#a855f7' },
  { id: 'melancholic', name: 'Melancholic', color: '#6366f1' },
  { id: 'uplifting', name: 'Uplifting', color: '#84cc16' },
  { id: 'dreamy', name: 'Dreamy', color: '#c4b5fd' },
  { id: 'powerful', name: 'Powerful', color: '#dc2626' },
];

/** Extra mood names recognised when restoring a saved session. */
export const RESTORABLE_MOODS: readonly Mood[] = [
  { id: 'excited', name: 'Excited', color: '#fb923c' },
  { id: 'calm', name: 'Calm', color: '#5eead4' },
  { id: 'empowered', name: 'Empowered', color: '#c084fc' },
  { id: 'optimistic', name: 'Optimistic', color: '#a3e635' },
  { id: 'rebellious', name: 'Rebellious', color: '#f43f5e' },
  { id: 'peaceful', name: 'Peaceful', color: '#93c5fd' },
];

export const UNKNOWN_MOOD_COLOR = '#9ca3af';

export const GENRES: readonly Genre[] = [
  'Pop',
  'Rock',
  'Hip-Hop',
  'R&B',
  'Country',
  'Indie',
  'Electronic',
  'Folk',
  'Jazz',
  'Blues',
  'Alternative',
  'Reggae',
  'Classical',
  'Punk',
  'Metal',
  'Soul',
].map((name) => ({ id: genreIdFromName(name), name }));

/** A restored genre id is the lowercased name with spaces turned into hyphens. */
export function genreIdFromName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/** Restores a saved mood id or name; unknown names are kept, coloured grey. */
export function restoreMood(saved: string): Mood {
  const key = saved.trim().toLowerCase();
  const known = [...MOODS, ...RESTORABLE_MOODS].find((m) => m.id === key);
  if (known) return known;
  return { id: key, name: saved.trim(), color: UNKNOWN_MOOD_COLOR };
}

/** Restores a saved genre id or name. */
export function restoreGenre(saved: string): Genre {
  const id = genreIdFromName(saved);
  return GENRES.find((g) => g.id === id) ?? { id, name: saved.trim() };
}
