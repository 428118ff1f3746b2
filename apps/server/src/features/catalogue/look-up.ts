import { notFound } from '../../errors/app-error';
import type { MusicPlatform, PlatformArtist, PlatformSong } from '../../platform/types';

/** One artist of the platform's catalogue; an unknown id answers 404. */
export async function findArtist(platform: MusicPlatform, id: string): Promise<PlatformArtist> {
  const artist = await platform.artist(id);
  if (!artist) throw notFound('Artist');
  return artist;
}

/** One track of the platform's catalogue; an unknown id answers 404. */
export async function findTrack(platform: MusicPlatform, id: string): Promise<PlatformSong> {
  const track = await platform.track(id);
  if (!track) throw notFound('Track');
  return track;
}
