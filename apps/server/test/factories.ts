import type {
  ChatMessage,
  CreateSessionBody,
  GenresBody,
  MoodsBody,
  ReferenceArtist,
  ReferenceArtistsBody,
  ReferenceSong,
  ReferenceSongsBody,
  UpdateSessionBody,
} from '@lyricist/shared/sessions/contracts';

/**
 * Test data with overrides, shared by API and e2e tests (pure: no server imports). Each call gives
 * fresh ids so two built items never collide.
 */

let sequence = 0;
const next = () => ++sequence;

export function buildChatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  const n = next();
  return {
    id: `msg-${n}`,
    role: 'user',
    content: `I keep driving past the house we used to share (${n})`,
    timestamp: new Date(Date.UTC(2025, 0, 1, 12, 0, n % 60)).toISOString(),
    ...overrides,
  };
}

export function buildSessionBody(overrides: Partial<CreateSessionBody> = {}): CreateSessionBody {
  return {
    songTitle: `Kerosene Summer ${next()}`,
    lyrics: 'The porch light hums a song I almost know\nAnd every moth remembers where to go',
    style: 'Theme Chat',
    messagesJson: [
      buildChatMessage(),
      buildChatMessage({
        role: 'assistant',
        content: 'What did the porch light see?',
        suggestions: ['A goodbye'],
      }),
    ],
    ...overrides,
  };
}

export function buildUpdateSessionBody(overrides: Partial<UpdateSessionBody> = {}): UpdateSessionBody {
  return {
    songTitle: `Northbound ${next()}`,
    lyrics: 'Quiet engines in the rain',
    style: 'Default Style',
    ...overrides,
  };
}

export function buildReferenceArtist(overrides: Partial<ReferenceArtist> = {}): ReferenceArtist {
  const id = String(24_100_300 + next());
  return {
    id,
    name: `Artist ${id}`,
    image: `/platform/images/artists/${id}.svg`,
    images: [`/platform/images/artists/${id}.svg`],
    popularity: 50,
    ...overrides,
  };
}

export function buildReferenceSong(overrides: Partial<ReferenceSong> = {}): ReferenceSong {
  const id = String(2_410_030_000 + next());
  return {
    id,
    name: `Song ${id}`,
    artists: [{ name: 'Marlow Vance' }],
    album: { name: 'Paper Lanterns', images: [`/platform/images/covers/${id}.svg`] },
    popularity: 0,
    track_coverart: `/platform/images/covers/${id}.svg`,
    ...overrides,
  };
}

/** The body the client sends: ids and data of the same artists. */
export function buildReferenceArtistsBody(
  artists: ReferenceArtist[] = [buildReferenceArtist()],
): ReferenceArtistsBody {
  return { artistIds: artists.map((a) => a.id), artistsData: artists };
}

export function buildReferenceSongsBody(songs: ReferenceSong[] = [buildReferenceSong()]): ReferenceSongsBody {
  return { songIds: songs.map((s) => s.id), songsData: songs };
}

export const buildMoodsBody = (moods: string[] = ['happy', 'nostalgic']): MoodsBody => ({ moods });
export const buildGenresBody = (genres: string[] = ['indie', 'folk']): GenresBody => ({ genres });
