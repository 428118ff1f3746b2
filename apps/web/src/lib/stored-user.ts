import { SESSION_STORAGE_KEYS, STORAGE_KEYS } from '@lyricist/shared/storage-keys';
import { readLocal, readSession, writeLocal, writeSession } from './storage';

/** The signed-in user as this browser stores them (SPEC point 3, "user data"). */
export const storedUser = {
  token: (): string | null => readLocal(STORAGE_KEYS.userToken),
  id: (): string | null => readLocal(STORAGE_KEYS.userId),
  name: (): string | null => readLocal(STORAGE_KEYS.userName),
  picture: (): string | null => readLocal(STORAGE_KEYS.userProfileImage),
  email: (): string | null => readLocal(STORAGE_KEYS.userEmail),
};

const CATALOGUE_KEYS = {
  artists: STORAGE_KEYS.userArtists,
  songsByArtist: STORAGE_KEYS.userSongsByArtist,
} as const;

/** The claimed artists and their songs, cached so the chat's dropdowns fill at once next time. */
export const claimedCatalogueCache = {
  /** The cached JSON, or undefined when absent or unparsable (the caller validates its shape). */
  read: (part: keyof typeof CATALOGUE_KEYS): unknown => {
    try {
      return JSON.parse(readLocal(CATALOGUE_KEYS[part]) ?? 'null') ?? undefined;
    } catch {
      return undefined;
    }
  },
  write: (part: keyof typeof CATALOGUE_KEYS, value: unknown): void => {
    writeLocal(CATALOGUE_KEYS[part], JSON.stringify(value));
  },
};

/** Where the profile's back button returns to; only same-app paths are followed. */
export const profileReturnPath = {
  remember: (path: string): void => writeSession(SESSION_STORAGE_KEYS.profileReturnPath, path),
  read: (): string => {
    const stored = readSession(SESSION_STORAGE_KEYS.profileReturnPath);
    return stored?.startsWith('/') && !stored.startsWith('//') && stored !== '/profile' ? stored : '/';
  },
};
