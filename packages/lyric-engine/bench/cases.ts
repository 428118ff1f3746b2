import type {
  AutocompleteInput,
  RhymeScheme,
  StorytellingDirector,
  StyleDirector,
} from '@lyricist/shared/ai/contracts';
import { styleDirector } from '../src/index';
import { type BenchStanza, STANZAS } from './stanzas';

/** One autocomplete context: what the writer has, and the earlier line the suggestion must rhyme with. */
export type BenchCase = {
  kind: 'next-line' | 'finish-line';
  stanza: { name: string; images: readonly string[] };
  input: AutocompleteInput;
  before: string[];
  partner: string | null;
  partial: string;
  /** The line the writer actually wrote there. */
  written: string;
  /** The scheme the writer would set for the song (its first stanza's), when it is one the editor offers. */
  scheme: RhymeScheme | null;
};

/** The same case when the writer has set the song's scheme in the editor. */
export const withSchemeSet = (c: BenchCase): BenchCase => ({
  ...c,
  input: { ...c.input, rhymeScheme: c.scheme },
});

function partnerAt(scheme: StyleDirector['rhymeScheme'], i: number): number | null {
  if (scheme === 'AABB') return i % 2 === 1 ? i - 1 : null;
  if (scheme === 'ABAB') return i % 4 >= 2 ? i - 2 : null;
  if (scheme === 'ABCB') return i % 4 === 3 ? i - 2 : null;
  if (scheme === 'AAAA') return i > 0 ? i - 1 : null;
  return null;
}

export function directors(st: BenchStanza): { storytelling: StorytellingDirector; style: StyleDirector } {
  // The style the writer's moods and genres give, as through the API: the engine reads the form itself.
  const style = styleDirector({ moods: st.moods, genres: st.genres, artists: [], songs: [] });
  const storytelling: StorytellingDirector = {
    situation: `A song called ${st.name}`,
    turn: '',
    chorusMessage: '',
    images: st.images,
    emotions: st.emotions,
    pointOfView: st.pov,
    tense: st.tense,
  };
  return { storytelling, style };
}

/** The tuning set: the stanzas in stanzas.ts; the partner comes from each stanza's true scheme. */
export function tuningCases(): BenchCase[] {
  const cases: BenchCase[] = [];
  for (const st of STANZAS) {
    const d = directors(st);
    const n = st.lines.length;
    const partnerOf = (k: number) => {
      const p = partnerAt(st.scheme, k);
      return p === null ? null : (st.lines[p] ?? null);
    };
    for (const k of new Set([0, 2, n - 1].filter((k) => k >= 0 && k < n))) {
      const before = st.lines.slice(0, k);
      const lyrics = before.length > 0 ? `${before.join('\n')}\n` : '';
      cases.push({
        kind: 'next-line',
        stanza: st,
        input: { lyrics, cursorPosition: lyrics.length, ...d },
        before,
        partner: partnerOf(k),
        partial: '',
        written: st.lines[k] as string,
        scheme: st.scheme,
      });
    }
    const last = st.lines[n - 1] as string;
    const words = last.split(' ');
    const partial = words.slice(0, Math.max(1, Math.ceil(words.length / 2))).join(' ');
    const before = st.lines.slice(0, n - 1);
    const lyrics = `${before.join('\n')}\n${partial}`;
    cases.push({
      kind: 'finish-line',
      stanza: st,
      input: { lyrics, cursorPosition: lyrics.length, ...d },
      before,
      partner: partnerOf(n - 1),
      partial,
      written: last,
      scheme: st.scheme,
    });
  }
  return cases;
}
