import type { ClaimedArtist, ClaimedSong, UserProfile } from '@lyricist/shared/auth/contracts';
import type { PlatformArtist, PlatformSong } from '../../platform/types';
import type { UserRow } from './sign-in';

export function presentProfile(user: UserRow): UserProfile {
  return {
    id: user.id,
    name: user.name,
    profileImage: user.profileImage,
    userEmail: user.email,
    userCountry: user.country,
    userCountryCode: user.countryCode,
    userCity: user.city,
  };
}

export function presentClaimedArtist(artist: PlatformArtist): ClaimedArtist {
  return { artist_id: artist.id, artist_name: artist.name, artist_image: artist.imageUrl };
}

export function presentClaimedSong(song: PlatformSong): ClaimedSong {
  return {
    artist_id: song.artistId,
    commontrack_id: song.commontrackId,
    track_name: song.name,
    artist_name: song.artistName,
    album_name: song.albumName,
    track_coverart: song.coverArt,
    track_rating: song.rating,
  };
}
