import type { ThemeData } from '@lyricist/shared/ai/contracts';
import { genreProfile } from '../banks/genres';
import { moodPalette } from '../banks/moods';
import type { AutoMessage } from '../conversation/auto-message';
import { isOwnKeySafe } from '../util/own-key';

/** Short replies to "Added mood/genre/artist/song": say what the addition changes, ask one thing. */
export function autoReply(added: AutoMessage, data: ThemeData): string {
  const anchor = data.images[0] ? ` I'll let it colour the ${data.images[0]}.` : '';
  switch (added.kind) {
    case 'mood': {
      const palette = isOwnKeySafe(added.name) ? moodPalette(added.name) : undefined;
      const leaning = palette
        ? ` That pulls the imagery toward ${palette.nouns.slice(0, 3).join(', ')} and keeps the words ${palette.adjectives.slice(0, 2).join(' and ')}.`
        : '';
      return `${added.name} it is.${leaning}${anchor} Should the song start in that mood, or arrive there by the last chorus?`;
    }
    case 'genre': {
      const profile = isOwnKeySafe(added.name) ? genreProfile(added.name) : undefined;
      const note = profile ? ` ${profile.note}` : '';
      return `${added.name}, good.${note}${anchor} Do you want the verses to tell the story straight, or leave some of it between the lines?`;
    }
    case 'artist':
      return `${added.name} noted as a reference.${anchor} What do you want to borrow from ${added.name}: the phrasing, the mood, or the way the stories unfold?`;
    case 'song': {
      const by = added.artists.length > 0 ? ` by ${added.artists.join(', ')}` : '';
      return `"${added.name}"${by}, noted.${anchor} What is it about "${added.name}" you want in this song: the hook, the story, or the feeling it leaves?`;
    }
  }
}
