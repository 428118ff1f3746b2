import type { CatalogueArtist, CatalogueTrack } from '@lyricist/shared/catalogue/contracts';
import { OTHER_FALLBACK_POPULARITY, UNKNOWN_ALBUM } from '@lyricist/shared/constants';
import type { PlatformArtist, PlatformSong } from '../../platform/types';

const imagesOf = (url: string | null) => (url ? [{ url }] : []);

/** An artist in the shape the restore logic reads: name and images[0].url. */
export function presentCatalogueArtist(artist: PlatformArtist): CatalogueArtist {
  return {
    id: artist.id,
    name: artist.name,
    images: imagesOf(artist.imageUrl),
    popularity: artist.popularity ?? OTHER_FALLBACK_POPULARITY,
  };
}

/** A track in the shape the restore logic reads: album.images, with the fallbacks of R-restore-2. */
export function presentCatalogueTrack(song: PlatformSong): CatalogueTrack {
  return {
    id: song.id,
    name: song.name,
    artists: [{ id: song.artistId, name: song.artistName }],
    album: { name: song.albumName ?? UNKNOWN_ALBUM, images: imagesOf(song.coverArt) },
    popularity: song.popularity ?? OTHER_FALLBACK_POPULARITY,
    track_coverart: song.coverArt,
  };
}
