import type { StorytellingDirector, ThemeData } from '@lyricist/shared/ai/contracts';
import { MAX_DIRECTOR_TEXT_CHARS } from '@lyricist/shared/constants';
import { DEFAULT_THEME, THEMES } from '../banks/themes';
import { capitalize, clipText } from '../util/text';

/** Turns when the themes give none: what the emotion could become by the last chorus. */
const EMOTION_TURNS: Record<string, string> = {
  grief: 'Grief softens into carrying them forward.',
  sadness: 'The sadness is named, and naming it lets some light in.',
  anger: 'The anger burns down to a clear, quiet decision.',
  love: 'Love stops being a question and becomes a choice.',
  longing: 'Waiting turns into going to find them.',
  hope: 'Hope stops being a wish and starts being a plan.',
  nostalgia: 'The old days are let go with a smile, not a wound.',
  fear: 'The fear is faced, and it is smaller than it looked.',
};

/**
 * The story to tell, from a theme analysis: the storytelling director's answer, and what the chat's
 * suggested lines start from (the writer's own phrases in its situation).
 */
export function storyDirection(data: ThemeData): StorytellingDirector {
  const theme = THEMES[data.themes[0] ?? ''] ?? DEFAULT_THEME;
  const topEmotion = data.emotions[0]?.name ?? '';
  // The writer's own words first: the line writer reuses them, reworked to fit the meter.
  const said = data.phrases.slice(0, 4).map((p) => `${capitalize(p)}.`);
  const situation = [...said, data.story].join(' ');
  const turn = data.themes.length > 0 ? theme.turn : (EMOTION_TURNS[topEmotion] ?? DEFAULT_THEME.turn);
  const imageHint = data.images[0] ? ` Anchor it in the ${data.images[0]}.` : '';
  return {
    situation: clipText(situation, MAX_DIRECTOR_TEXT_CHARS),
    turn,
    chorusMessage: clipText(`${theme.chorus}${imageHint}`, MAX_DIRECTOR_TEXT_CHARS),
    images: data.images.slice(0, 12),
    emotions: data.emotions.map((e) => e.name).slice(0, 12),
    pointOfView: data.pointOfView,
    tense: data.tense,
  };
}
