import type { UserProfile } from '@lyricist/shared/auth/contracts';
import {
  profileEntries,
  SESSION_STORAGE_KEYS,
  STORAGE_KEYS,
  USER_DATA_KEYS,
} from '@lyricist/shared/storage-keys';
import { readLocal, readSession, removeLocal, removeSession, writeLocal, writeSession } from './storage';

/** The signed-in user as this browser stores them (R-storage-1). */
export const storedUser = {
  token: (): string | null => readLocal(STORAGE_KEYS.userToken),
  id: (): string | null => readLocal(STORAGE_KEYS.userId),
  name: (): string | null => readLocal(STORAGE_KEYS.userName),
  picture: (): string | null => readLocal(STORAGE_KEYS.userProfileImage),
  email: (): string | null => readLocal(STORAGE_KEYS.userEmail),
  /** A storage event on this key changes who is signed in (R-signin-7). */
  isTokenKey: (key: string | null): boolean => key === null || key === STORAGE_KEYS.userToken,
  keepToken: (token: string): void => {
    writeLocal(STORAGE_KEYS.userToken, token);
  },
  dropToken: (): void => removeLocal(STORAGE_KEYS.userToken),
  /** Stores the profile fields under their keys (R-storage-1); an absent field is removed. */
  keepProfile: (profile: UserProfile): void => {
    for (const [key, value] of profileEntries(profile)) {
      if (value) writeLocal(key, value);
      else removeLocal(key);
    }
  },
  /** Sign-out: the token and every cached user field. */
  forget: (): void => {
    for (const key of USER_DATA_KEYS) removeLocal(key);
  },
};

/** The login token kept in session storage while the browser is away on the platform (R-storage-3). */
export const pendingSignIn = {
  token: (): string | null => readSession(SESSION_STORAGE_KEYS.pendingToken),
  keep: (token: string): void => writeSession(SESSION_STORAGE_KEYS.pendingToken, token),
  forget: (): void => removeSession(SESSION_STORAGE_KEYS.pendingToken),
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
  forget: (): void => removeSession(SESSION_STORAGE_KEYS.profileReturnPath),
  remember: (path: string): void => writeSession(SESSION_STORAGE_KEYS.profileReturnPath, path),
  read: (): string => {
    const stored = readSession(SESSION_STORAGE_KEYS.profileReturnPath);
    return stored?.startsWith('/') && !stored.startsWith('//') && stored !== '/profile' ? stored : '/';
  },
};
