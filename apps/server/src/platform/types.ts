/** The music platform behind sign-in, claimed artists and the catalogue (R-platform-1). */

export type PlatformProfile = {
  platformUserId: string;
  name: string | null;
  email: string | null;
  profileImage: string | null;
  country: string | null;
  countryCode: string | null;
  city: string | null;
};

export type PlatformArtist = { id: string; name: string; imageUrl: string | null; popularity: number | null };

export type PlatformSong = {
  id: string;
  commontrackId: string;
  artistId: string;
  artistName: string;
  name: string;
  albumName: string | null;
  coverArt: string | null;
  rating: number | null;
  popularity: number | null;
};

export type IssuedToken = { userToken: string; authUrl: string; appId: string };

export type MusicPlatform = {
  /** Shown on the sign-in button: 'Sign In with {displayName}'. */
  displayName: string;
  /**
   * A new pending token for the browser whose sign-in cookie hashes to `bindingHash`. A platform
   * that serves its own approval page and can see that browser must refuse to approve the token
   * anywhere else (docs/decisions/010-sign-in-binding.md); one that cannot may ignore it. Without
   * it, a platform that binds must issue a token nobody can approve.
   */
  issueToken(browser?: { bindingHash: string }): Promise<IssuedToken>;
  /** The account that authorised this token, or null while it is not (yet) authorised. */
  profileFor(userToken: string): Promise<PlatformProfile | null>;
  claimedArtists(userToken: string): Promise<PlatformArtist[]>;
  /** Songs of the given artists, restricted to artists the token's account has claimed. */
  claimedSongs(userToken: string, artistIds: string[]): Promise<PlatformSong[]>;
  /**
   * Replaces the writer's "my artists" with these catalogue ids, for platforms that cannot tell
   * which artists an account manages (Musixmatch, ADR 013). Absent where claims are real.
   */
  chooseArtists?(userToken: string, artistIds: string[]): Promise<PlatformArtist[]>;
  searchArtists(query: string, limit: number): Promise<PlatformArtist[]>;
  searchTracks(query: string, limit: number): Promise<PlatformSong[]>;
  artist(id: string): Promise<PlatformArtist | null>;
  track(id: string): Promise<PlatformSong | null>;
};
