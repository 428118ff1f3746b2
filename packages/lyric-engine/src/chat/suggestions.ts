import type { ThemeData, WritingContext } from '@lyricist/shared/ai/contracts';
import { MAX_CHAT_SUGGESTIONS } from '@lyricist/shared/constants';
import { freshEnds, rhymingEnds } from '../autocomplete/ends';
import { materialFrom, relevantWords } from '../autocomplete/material';
import { LINE_TEMPLATES } from '../banks/templates';
import { voiceFromPov } from '../compose/grammar';
import { buildLine } from '../compose/line-builder';
import { nounsOf } from '../compose/quality';
import type { Role } from '../compose/section';
import { storytellingDirector } from '../directors/storytelling';
import { styleDirector } from '../directors/style';
import { rngFor } from '../util/random';
import { capitalize, lastWord, normalizeLine } from '../util/text';

/** Two couplets that tell a little story: the scene, the scene again, the turn, the message. */
const ROLES: readonly Role[] = ['situation', 'situation', 'turn', 'message'];

/**
 * Up to four lines in two rhyming couplets, built from the writer's own images, phrases and
 * feelings. With nothing of theirs to work from we offer none rather than generic filler.
 */
export function suggestionLines(data: ThemeData, context: WritingContext, seed: string): string[] {
  if (data.images.length === 0 && data.emotions.length === 0) return [];
  const story = storytellingDirector({ history: [], themeData: data });
  const style = styleDirector(context);
  const material = materialFrom(story, style);
  const relevant = relevantWords(material, story);
  const rng = rngFor('chat', seed, data.images, context);
  const voice = voiceFromPov(data.pointOfView, data.tense, rng() < 0.5 ? 'she' : 'he');
  const lines: string[] = [];
  const used = new Set<string>();
  for (let k = 0; k < MAX_CHAT_SUGGESTIONS; k++) {
    const partner = k % 2 === 1 ? lastWord(lines[k - 1] ?? '') : undefined;
    const rhymed = partner ? rhymingEnds(partner, used, relevant, rng) : [];
    const ends = rhymed.length > 0 ? rhymed : freshEnds(used, relevant, rng);
    const request = {
      templates: LINE_TEMPLATES,
      ends,
      mustRhyme: rhymed.length > 0,
      role: ROLES[k] ?? 'message',
      avoid: new Set(lines.slice(-2).flatMap(nounsOf)),
      stale: new Set(lines.flatMap(nounsOf)),
      previous: lines[k - 1] ?? '',
      target: style.syllablesPerLine.target,
      voice,
      material,
      existing: new Set(lines.map(normalizeLine)),
      prefix: '',
      attempts: 120,
      rng,
    };
    const built = buildLine({ ...request, requireImage: true }) ?? buildLine(request);
    if (!built) break;
    lines.push(capitalize(built.text));
    used.add(built.end);
  }
  return lines;
}
