import { describe, expect, it } from 'vitest';
import { shareLyrics } from './share-lyrics';

const song = { title: 'Night Drive', lyrics: 'Headlights on the water\nYour name on the radio' };

describe('share lyrics', () => {
  it('uses the Web Share API with the title and the lyrics when available', async () => {
    const shared: ShareData[] = [];
    const outcome = await shareLyrics(song, {
      share: async (data?: ShareData) => {
        if (data) shared.push(data);
      },
    });
    expect(outcome).toBe('shared');
    expect(shared).toEqual([{ title: song.title, text: song.lyrics }]);
  });

  it('a dismissed share sheet is a cancel, not a copy', async () => {
    const copied: string[] = [];
    const outcome = await shareLyrics(song, {
      share: async () => {
        throw new DOMException('Share canceled', 'AbortError');
      },
      clipboard: { writeText: async (text: string) => void copied.push(text) },
    });
    expect(outcome).toBe('cancelled');
    expect(copied).toEqual([]);
  });

  it('copies title and lyrics to the clipboard without the Web Share API', async () => {
    const copied: string[] = [];
    const outcome = await shareLyrics(song, {
      clipboard: { writeText: async (text: string) => void copied.push(text) },
    });
    expect(outcome).toBe('copied');
    expect(copied).toEqual([`${song.title}\n\n${song.lyrics}`]);
  });

  it('reports failure when neither works', async () => {
    expect(await shareLyrics(song, {})).toBe('failed');
  });
});
