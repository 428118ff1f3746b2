/**
 * Share (R-share-1): the Web Share API with the title and the lyrics where the browser has it,
 * otherwise the text goes to the clipboard. A dismissed share sheet is not an error.
 */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';
type ShareNavigator = Pick<Navigator, 'share' | 'canShare'> & { clipboard?: Pick<Clipboard, 'writeText'> };

export async function shareLyrics(
  song: { title: string; lyrics: string },
  nav: Partial<ShareNavigator> = navigator,
): Promise<ShareOutcome> {
  const data = { title: song.title, text: song.lyrics };
  if (nav.share && (!nav.canShare || nav.canShare(data))) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
      // Share refused (e.g. no user activation): fall back to the clipboard.
    }
  }
  if (!nav.clipboard) return 'failed';
  try {
    await nav.clipboard.writeText(`${song.title}\n\n${song.lyrics}`);
    return 'copied';
  } catch {
    return 'failed';
  }
}
