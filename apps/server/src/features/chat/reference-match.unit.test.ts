import { describe, expect, it } from 'vitest';
import type { PlatformArtist, PlatformSong } from '../../platform/types';
import { bestArtist, bestSong, nameKey } from './reference-match';

const artist = (id: string, name: string): PlatformArtist => ({ id, name, imageUrl: null, popularity: 50 });
const song = (id: string, name: string, artistName: string): PlatformSong => ({
  id,
  commontrackId: id,
  artistId: `a-${artistName}`,
  artistName,
  name,
  albumName: null,
  coverArt: null,
  rating: null,
  popularity: null,
});

describe('nameKey', () => {
  it('ignores case, accents, punctuation, a leading The and & for and', () => {
    expect(nameKey('The Velvet Hours')).toBe(nameKey('velvet hours!'));
    expect(nameKey('Beyoncé')).toBe(nameKey('BEYONCE'));
    expect(nameKey('Simon & Garfunkel')).toBe(nameKey('Simon and Garfunkel'));
    expect(nameKey("Guns N' Roses")).toBe(nameKey('Guns N Roses'));
  });

  it("drops a song's edition, in brackets or after a dash", () => {
    expect(nameKey('Landslide (Live)')).toBe('landslide');
    expect(nameKey('Landslide - 2004 Remaster')).toBe('landslide');
  });
});

describe('bestArtist', () => {
  it('takes the same name, case aside, before one it only begins', () => {
    const found = bestArtist('glen campbell', [
      artist('1', 'Glen Campbell Tribute Band'),
      artist('2', 'Glen Campbell'),
    ]);
    expect(found?.id).toBe('2');
  });

  it('takes a first name for the full one ("singing Whitney"), the platform’s first answer first', () => {
    const found = bestArtist('Whitney', [
      artist('1', 'Whitney Houston'),
      artist('2', 'Whitney Wolanin'),
      artist('3', 'Whitneyville'),
    ]);
    expect(found?.id).toBe('1');
  });

  it('finds nothing in a name that only contains the words somewhere else, or part of a word', () => {
    expect(bestArtist('Campbell', [artist('1', 'Glen Campbell')])).toBeNull();
    expect(bestArtist('Whit', [artist('1', 'Whitney Houston')])).toBeNull();
    expect(bestArtist('Zed Quorrin', [])).toBeNull();
  });
});

describe('bestSong', () => {
  const catalogue = [
    song('1', 'Landslide', 'The Smashing Pumpkins'),
    song('2', 'Landslide (Live)', 'Fleetwood Mac'),
    song('3', 'Landslide Blues', 'Fleetwood Mac'),
  ];

  it("takes the named artist's song with that title", () => {
    expect(bestSong({ title: 'landslide', artist: 'fleetwood mac' }, catalogue)?.id).toBe('2');
  });

  it("never takes someone else's song of the same title, nor a longer title", () => {
    expect(bestSong({ title: 'Landslide', artist: 'Dolly Parton' }, catalogue)).toBeNull();
    expect(bestSong({ title: 'Landslide Blue', artist: 'Fleetwood Mac' }, catalogue)).toBeNull();
  });

  it('takes the first song of that title when no artist was named', () => {
    expect(bestSong({ title: 'Landslide' }, catalogue)?.id).toBe('1');
  });
});
