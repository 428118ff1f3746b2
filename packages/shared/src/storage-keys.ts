import type { UserProfile } from './auth/contracts';

/** Browser storage keys (R-storage-1, R-storage-2, R-storage-3). */
export const STORAGE_KEYS = {
  userToken: 'lyricist_user_token',
  userId: 'lyricist_user_id',
  userName: 'lyricist_user_name',
  userProfileImage: 'lyricist_user_profile_image',
  userEmail: 'lyricist_userEmail',
  userCountry: 'lyricist_userCountry',
  userCountryCode: 'lyricist_userCountryCode',
  userCity: 'lyricist_userCity',
  userArtists: 'lyricist_userArtists',
  userSongsByArtist: 'lyricist_userSongsByArtist',
  currentSessionId: 'currentSessionId',
  themeChatLyricsId: 'themeChatLyricsId',
  isGeneratingTitle: 'isGeneratingTitle',
  lastLyricsContent: 'last_lyrics_content',
  // Which session last_lyrics_content belongs to (that key is global): R-load-1, ADR 004.
  lastLyricsSessionId: 'last_lyrics_session_id',
  showRhymes: 'lyrics-editor-show-rhymes',
  showSyllables: 'lyrics-editor-show-syllables',
  // The writer's toolbox (issue 17): stress marks in the margin, and the writer's own syllable counts.
  showStress: 'lyrics-editor-show-stress',
  useOwnSyllables: 'lyrics-editor-use-own-syllables',
} as const;

export const LYRICS_BACKUP_PREFIX = 'lyrics_backup_';
export const lyricsBackupKey = (sessionId: string) => `${LYRICS_BACKUP_PREFIX}${sessionId}`;

/** Keys removed on sign-out: the token and the cached user data. */
export const USER_DATA_KEYS = [
  STORAGE_KEYS.userToken,
  STORAGE_KEYS.userId,
  STORAGE_KEYS.userName,
  STORAGE_KEYS.userProfileImage,
  STORAGE_KEYS.userEmail,
  STORAGE_KEYS.userCountry,
  STORAGE_KEYS.userCountryCode,
  STORAGE_KEYS.userCity,
  STORAGE_KEYS.userArtists,
  STORAGE_KEYS.userSongsByArtist,
] as const;

/**
 * The writer's local drafts and pointers, removed on sign-out (with every `lyrics_backup_*` and the
 * session cache) so a shared computer never shows the last writer's lyrics. Display settings stay:
 * they belong to the browser.
 */
export const WRITER_DATA_KEYS = [
  STORAGE_KEYS.currentSessionId,
  STORAGE_KEYS.themeChatLyricsId,
  STORAGE_KEYS.isGeneratingTitle,
  STORAGE_KEYS.lastLyricsContent,
  STORAGE_KEYS.lastLyricsSessionId,
] as const;

export const SESSION_STORAGE_KEYS = {
  pendingToken: 'pendingLyricistToken',
  profileReturnPath: 'lyricist_profile_return_path',
} as const;

/** The profile's fields under their storage keys (R-storage-1), as the login callback keeps them. */
export function profileEntries(profile: UserProfile): [key: string, value: string | null][] {
  return [
    [STORAGE_KEYS.userId, profile.id],
    [STORAGE_KEYS.userName, profile.name],
    [STORAGE_KEYS.userProfileImage, profile.profileImage],
    [STORAGE_KEYS.userEmail, profile.userEmail],
    [STORAGE_KEYS.userCountry, profile.userCountry],
    [STORAGE_KEYS.userCountryCode, profile.userCountryCode],
    [STORAGE_KEYS.userCity, profile.userCity],
  ];
}
