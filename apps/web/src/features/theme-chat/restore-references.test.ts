import type { CatalogueArtist, CatalogueTrack } from '@lyricist/shared/catalogue/contracts';
import { UNKNOWN_MOOD_COLOR } from '@lyricist/shared/moods-genres';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  placeholderArtists,
  restoreArtists,
  restoreGenres,
  restoreMoods,
  restoreSongs,
} from './restore-references';

// Restore failures are logged by design; keep the test output readable.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const notFound = async (): Promise<never> => {
  throw new Error('404: not found');
};
const artistLookUp = async (id: string): Promise<CatalogueArtist> => ({
  id,
  name: `Looked ${id}`,
  images: [{ url: `/img/${id}.svg` }],
  popularity: 61,
});
const trackLookUp = async (id: string): Promise<CatalogueTrack> => ({
  id,
  name: `Track ${id}`,
  artists: [{ id: 'x', name: 'Looked Artist' }],
  album: { name: 'Looked Album', images: [{ url: `/cover/${id}.svg` }] },
  popularity: 40,
  track_coverart: null,
});

describe('restoreArtists', () => {
  it('keeps stored artists and looks up the ones saved only by id', async () => {
    const stored = [{ id: 'a1', name: 'Ada', image: '/a.svg', images: ['/a.svg'], popularity: 70 }];
    const artists = await restoreArtists(['a1', 'a2'], stored, artistLookUp);
    expect(artists).toEqual([
      { id: 'a1', name: 'Ada', image: '/a.svg', images: ['/a.svg'], popularity: 70 },
      { id: 'a2', name: 'Looked a2', image: '/img/a2.svg', images: ['/img/a2.svg'], popularity: 61 },
    ]);
  });

  it("falls back to 'Artist {n}' when the look-up fails, and shows 'Loading Artist...' meanwhile", async () => {
    expect(
      placeholderArtists(['a1', 'a2'], [{ artist_id: 'a1', artist_name: 'Ada' }]).map((a) => a.name),
    ).toEqual(['Ada', 'Loading Artist...']);
    const artists = await restoreArtists(['a1', 'a2'], [], notFound);
    expect(artists.map((a) => [a.name, a.popularity])).toEqual([
      ['Artist 1', 0],
      ['Artist 2', 0],
    ]);
  });
});

describe('restoreSongs', () => {
  it('reads the older stored field names, with Unknown Album and popularity 0 when missing', async () => {
    const stored = [{ id: 's1', track_name: 'Rain', artist_name: 'Ada', album_images: ['/c.svg'] }];
    const [song] = await restoreSongs([], stored, notFound);
    expect(song).toEqual({
      id: 's1',
      name: 'Rain',
      artists: [{ name: 'Ada' }],
      album: { name: 'Unknown Album', images: ['/c.svg'] },
      popularity: 0,
      track_coverart: '/c.svg',
    });
  });

  it('looks up a song with no stored data or no artwork; a failure keeps what is known', async () => {
    const stored = [
      { id: 's2', name: 'Glow', artists: [{ name: 'Bo' }], album: { name: 'Lights', images: [] } },
    ];
    const songs = await restoreSongs(['s1', 's2'], stored, trackLookUp);
    expect(songs[0]).toMatchObject({ name: 'Track s1', album: { name: 'Looked Album' } });
    expect(songs[1]).toMatchObject({
      name: 'Glow',
      artists: [{ name: 'Bo' }],
      album: { name: 'Lights', images: ['/cover/s2.svg'] },
    });
    const [kept] = await restoreSongs(['s2'], stored, notFound);
    expect(kept).toMatchObject({ name: 'Glow', album: { name: 'Lights', images: [] } });
  });
});

describe('restoreMoods and restoreGenres', () => {
  it('recognises the extra mood names, keeps unknown ones grey and drops duplicates', () => {
    const moods = restoreMoods(['happy', 'Calm', 'wistful', 'HAPPY']);
    expect(moods.map((m) => m.name)).toEqual(['Happy', 'Calm', 'wistful']);
    expect(moods[2]?.color).toBe(UNKNOWN_MOOD_COLOR);
  });

  it('turns genre names into lowercased hyphenated ids', () => {
    expect(restoreGenres(['Hip Hop', 'R&B', 'Dream Pop']).map((g) => [g.id, g.name])).toEqual([
      ['hip-hop', 'Hip-Hop'],
      ['r&b', 'R&B'],
      ['dream-pop', 'Dream Pop'],
    ]);
  });
});
