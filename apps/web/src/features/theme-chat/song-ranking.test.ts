import type { ReferenceSong } from '@lyricist/shared/sessions/contracts';
import { describe, expect, it } from 'vitest';
import { rankSongGroups, songScore } from './song-ranking';

function song(
  id: string,
  name: string,
  popularity: number,
  artist = 'Ada',
  album = 'First Light',
): ReferenceSong {
  return {
    id,
    name,
    artists: [{ name: artist }],
    album: { name: album, images: [] },
    popularity,
    track_coverart: null,
  };
}

const ARTISTS = [
  { id: 'a', name: 'Ada' },
  { id: 'b', name: 'Bo' },
];

describe('songScore', () => {
  it('gives an exact title +1000 and a title prefix +500, plus popularity', () => {
    expect(songScore(song('1', 'Blue', 10), 'blue')).toBe(1010);
    expect(songScore(song('2', 'Blue Kitchen', 10), 'blue')).toBe(510);
    expect(songScore(song('3', 'Feeling Blue', 10), 'blue')).toBe(10);
  });

  it('matches artist and album names, and nothing else', () => {
    expect(songScore(song('1', 'Rain', 7, 'Bluebird'), 'blue')).toBe(7);
    expect(songScore(song('2', 'Rain', 7, 'Ada', 'Blue Album'), 'blue')).toBe(7);
    expect(songScore(song('3', 'Rain', 7), 'blue')).toBeNull();
  });
});

describe('rankSongGroups', () => {
  it('puts an exact title above a more popular prefix, and a prefix above a more popular match', () => {
    const groups = rankSongGroups(
      {
        a: [song('1', 'Night Drive', 99, 'Ada', 'Night'), song('2', 'Night', 5), song('3', 'Late Night', 90)],
      },
      ARTISTS,
      '  NIGHT ',
    );
    expect(groups[0]?.songs.map((s) => s.name)).toEqual(['Night', 'Night Drive', 'Late Night']);
  });

  it('orders groups by their best song and hides artists with no matches', () => {
    const groups = rankSongGroups(
      { a: [song('1', 'Morning', 80), song('2', 'Hope Street', 10)], b: [song('3', 'Hope', 1, 'Bo')] },
      ARTISTS,
      'hope',
    );
    expect(groups.map((g) => g.artistName)).toEqual(['Bo', 'Ada']);
    expect(groups[1]?.songs.map((s) => s.name)).toEqual(['Hope Street']);
  });

  it('without a query keeps artist order and stored song order, dedupes by id and hides empty artists', () => {
    const groups = rankSongGroups(
      { b: [song('1', 'Twice', 3, 'Bo')], a: [song('2', 'Low', 1), song('1', 'Twice', 3)], c: [] },
      [...ARTISTS, { id: 'c', name: 'Cy' }],
      '',
    );
    // 'Twice' is listed under Ada first, so Bo is left with no songs and is hidden, as is Cy.
    expect(groups.map((g) => [g.artistName, g.songs.map((s) => s.id)])).toEqual([['Ada', ['2', '1']]]);
  });
});
