import { type RhymeScheme, rhymeSchemeSchema } from '@lyricist/shared/ai/contracts';
import { styleDirector } from '../../src/index';
import type { BenchCase } from '../cases';
import { list } from '../stanzas';
import { HELD_OUT_TEXT } from './songs';

/**
 * The held-out songs as benchmark cases. The engine gets the style director the writer's moods and
 * genres give (as through the API), not the song's true scheme: it has to read the form itself. The
 * partner a line must rhyme with is the nearest earlier line of its stanza with the same letter.
 */
type Song = { name: string; stanzas: { letters: string; lines: string[] }[]; header: string[] };

function parse(text: string): Song[] {
  return text
    .trim()
    .split(/^# /m)
    .filter(Boolean)
    .map((block) => {
      const [head = '', ...rest] = block.trimEnd().split('\n');
      const header = head.split('|').map((f) => f.trim());
      const schemes = (header[1] ?? '').split('/');
      const groups = rest.join('\n').split(/\n\s*\n/);
      return {
        name: header[0] ?? '',
        header,
        stanzas: groups.map((g, i) => ({ letters: schemes[i] ?? '', lines: g.split('\n') })),
      };
    });
}

/** The scheme a writer would set for the song: its first stanza's, a lone couplet ('AA') read as AABB. */
function schemeOf(song: Song): RhymeScheme | null {
  const letters = song.stanzas[0]?.letters ?? '';
  const parsed = rhymeSchemeSchema.safeParse(letters === 'AA' ? 'AABB' : letters);
  return parsed.success ? parsed.data : null;
}

/** Every line of a held-out set's songs: human lyrics for the language model's perplexity. */
export function heldOutLines(text: string = HELD_OUT_TEXT): string[] {
  return parse(text).flatMap((song) => song.stanzas.flatMap((st) => st.lines));
}

/** The cases of a held-out set: the first set (held-out/) unless another set's text is given. */
export function heldOutCases(text: string = HELD_OUT_TEXT): BenchCase[] {
  const cases: BenchCase[] = [];
  parse(text).forEach((song, songIndex) => {
    const [name, , moods = '', genres = '', images = '', emotions = '', pov, tense] = song.header;
    const style = styleDirector({ moods: list(moods), genres: list(genres), artists: [], songs: [] });
    const storytelling = {
      situation: `A song called ${name}`,
      turn: '',
      chorusMessage: '',
      images: list(images),
      emotions: list(emotions),
      pointOfView: pov as 'first' | 'second' | 'third',
      tense: tense as 'past' | 'present' | 'future',
    };
    const kind = songIndex % 2 === 0 ? 'next-line' : 'finish-line';
    const stanza = { name: name ?? '', images: list(images) };
    const scheme = schemeOf(song);
    song.stanzas.forEach(({ letters, lines }, s) => {
      const earlier = song.stanzas
        .slice(0, s)
        .map((st) => `${st.lines.join('\n')}\n\n`)
        .join('');
      lines.forEach((line, k) => {
        if (s === 0 && k === 0) return;
        let p = k - 1;
        while (p >= 0 && letters[p] !== letters[k]) p--;
        const before = lines.slice(0, k);
        const words = line.split(' ');
        const partial =
          kind === 'finish-line' ? words.slice(0, Math.max(1, Math.ceil(words.length / 2))).join(' ') : '';
        const lyrics = `${earlier}${before.map((l) => `${l}\n`).join('')}${partial}`;
        cases.push({
          kind,
          stanza,
          input: { lyrics, cursorPosition: lyrics.length, storytelling, style },
          before,
          partner: p >= 0 ? (lines[p] as string) : null,
          partial,
          written: line,
          scheme,
        });
      });
    });
  });
  return cases;
}
