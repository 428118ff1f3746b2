import type { ClaimedSong } from '@lyricist/shared/auth/contracts';
import { describe, expect, it } from 'vitest';
import { artistFromClaimed, filterArtists, groupClaimedSongs, songFromClaimed } from './claimed-catalogue';

function claimed(
  id: string,
  artistId: string,
  rating: number | null,
  album: string | null = 'LP',
): ClaimedSong {
  return {
    artist_id: artistId,
    commontrack_id: id,
    track_name: `Song ${id}`,
    artist_name: `Artist ${artistId}`,
    album_name: album,
    track_coverart: null,
    track_rating: rating,
  };
}

describe('groupClaimedSongs', () => {
  it('groups by artist id, highest rating first, a missing rating counting as 50', () => {
    const groups = groupClaimedSongs([
      claimed('1', 'a', 10),
      claimed('2', 'b', 5),
      claimed('3', 'a', null),
      claimed('4', 'a', 90),
    ]);
    expect(groups.a?.map((s) => s.commontrack_id)).toEqual(['4', '3', '1']);
    expect(groups.b?.map((s) => s.commontrack_id)).toEqual(['2']);
  });
});

describe('library to reference shapes', () => {
  it('gives a song without album Unknown Album and without rating popularity 50', () => {
    const song = songFromClaimed(claimed('7', 'a', null, null));
    expect(song).toMatchObject({ id: '7', album: { name: 'Unknown Album', images: [] }, popularity: 50 });
    expect(song.artists).toEqual([{ name: 'Artist a' }]);
  });

  it('gives a library artist popularity 50 and its image', () => {
    expect(artistFromClaimed({ artist_id: 'a', artist_name: 'Ada', artist_image: '/a.svg' })).toEqual({
      id: 'a',
      name: 'Ada',
      image: '/a.svg',
      images: ['/a.svg'],
      popularity: 50,
    });
  });
});

describe('filterArtists', () => {
  it('matches a case-insensitive substring of the name', () => {
    const artists = [{ name: 'Marlow Vance' }, { name: 'Juniper Reyes' }];
    expect(filterArtists(artists, ' VAN')).toEqual([{ name: 'Marlow Vance' }]);
    expect(filterArtists(artists, '')).toHaveLength(2);
  });
});
