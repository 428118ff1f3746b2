import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { AutocompleteInput, StorytellingDirector, StyleDirector } from '@lyricist/shared/ai/contracts';
import { autocomplete, styleDirector } from '../src/index';
import { cmuRhyme, cmuSyllables, lastWordOf, normalize } from './cmu-check';
import { continuationCases, continuesGrammatically } from './continuations';
import { isFiller, nounsIn, reusesNoun } from './quality-check';
import { type BenchStanza, STANZAS } from './stanzas';

/** Autocomplete quality and speed over the stanzas in stanzas.ts. `--json` prints one JSON line. */

type Case = {
  kind: 'next-line' | 'finish-line';
  stanza: BenchStanza;
  input: AutocompleteInput;
  before: string[];
  partner: string | null;
  partial: string;
};

function partnerAt(scheme: StyleDirector['rhymeScheme'], i: number): number | null {
  if (scheme === 'AABB') return i % 2 === 1 ? i - 1 : null;
  if (scheme === 'ABAB') return i % 4 >= 2 ? i - 2 : null;
  if (scheme === 'ABCB') return i % 4 === 3 ? i - 2 : null;
  if (scheme === 'AAAA') return i > 0 ? i - 1 : null;
  return null;
}

function directors(st: BenchStanza): { storytelling: StorytellingDirector; style: StyleDirector } {
  const style = {
    ...styleDirector({ moods: st.moods, genres: st.genres, artists: [], songs: [] }),
    rhymeScheme: st.scheme,
  };
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

function buildCases(): Case[] {
  const cases: Case[] = [];
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
    });
  }
  return cases;
}

const pct = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const round = (n: number, d = 3) => Math.round(n * 10 ** d) / 10 ** d;

function coldLoadMs(): number {
  const entry = fileURLToPath(new URL('../src/index.ts', import.meta.url));
  const script = `const t=performance.now();const m=await import(${JSON.stringify(entry)});m.autocomplete({lyrics:'I drove back home on a Sunday night\\n',cursorPosition:36,storytelling:null,style:m.styleDirector({moods:['sad'],genres:['country'],artists:[],songs:[]})});console.log(performance.now()-t);`;
  const runs = [0, 1, 2].map(() =>
    Number(
      execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script])
        .toString()
        .trim(),
    ),
  );
  return pct(runs, 50);
}

function main(): void {
  const isJson = process.argv.includes('--json');
  const cases = buildCases();
  const rows = cases.map((c) => {
    const { suggestion } = autocomplete(c.input);
    const full = c.kind === 'finish-line' ? `${c.partial} ${suggestion}` : suggestion;
    const rhyme = c.partner ? cmuRhyme(lastWordOf(full), lastWordOf(c.partner)) : null;
    const others = c.before.filter((l) => l.trim() !== '');
    const mean = others.length > 0 ? others.reduce((s, l) => s + cmuSyllables(l), 0) / others.length : null;
    const existing = new Set(c.input.lyrics.split('\n').map(normalize).filter(Boolean));
    return {
      c,
      suggestion,
      full,
      rhyme,
      syllableOk: mean === null ? null : Math.abs(cmuSyllables(full) - mean) <= 2,
      repeated: existing.has(normalize(full)) && c.kind === 'next-line',
      reusedNoun: reusesNoun(suggestion, c.before.slice(-2)),
      filler: suggestion.trim() !== '' && isFiller(full),
      usesImage:
        c.stanza.images.length > 0 &&
        nounsIn(suggestion).some((n) => c.stanza.images.some((i) => nounsIn(i).includes(n))),
      words: suggestion.trim() === '' ? 0 : suggestion.trim().split(/\s+/).length,
    };
  });
  for (let i = 0; i < 3; i++) for (const c of cases) autocomplete(c.input);
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    for (const c of cases) {
      const t = performance.now();
      autocomplete(c.input);
      times.push(performance.now() - t);
    }
  }
  const stats = (subset: typeof rows) => {
    const needRhyme = subset.filter((r) => r.c.partner !== null);
    const measured = subset.filter((r) => r.syllableOk !== null);
    return {
      contexts: subset.length,
      rhymeContexts: needRhyme.length,
      rhymeHitRate: round(needRhyme.filter((r) => r.rhyme !== null).length / Math.max(1, needRhyme.length)),
      perfectRate: round(
        needRhyme.filter((r) => r.rhyme === 'perfect').length / Math.max(1, needRhyme.length),
      ),
      syllableWithin2Rate: round(measured.filter((r) => r.syllableOk).length / Math.max(1, measured.length)),
      repeatRate: round(subset.filter((r) => r.repeated).length / Math.max(1, subset.length)),
      emptyRate: round(subset.filter((r) => r.suggestion === '').length / Math.max(1, subset.length)),
      nounReuseRate: round(subset.filter((r) => r.reusedNoun).length / Math.max(1, subset.length)),
      fillerRate: round(subset.filter((r) => r.filler).length / Math.max(1, subset.length)),
      maxWords: Math.max(...subset.map((r) => r.words)),
    };
  };
  const distinctContexts = new Set(rows.map((r) => JSON.stringify(r.c.input))).size;
  const withImages = rows.filter((r) => r.c.kind === 'next-line' && r.c.stanza.images.length > 0);
  const continuations = continuationCases(STANZAS.filter((_, i) => i % 7 === 0).map(directors)).map((c) => ({
    c,
    suggestion: autocomplete(c.input).suggestion,
  }));
  const grammatical = continuations.filter((x) => continuesGrammatically(x.c.slot, x.suggestion));
  const result = {
    stanzas: STANZAS.length,
    ...stats(rows),
    uniqueRate: round(new Set(rows.map((r) => r.suggestion)).size / distinctContexts),
    writerImageRate: round(withImages.filter((r) => r.usesImage).length / Math.max(1, withImages.length)),
    continuationContexts: continuations.length,
    grammaticalContinuationRate: round(grammatical.length / Math.max(1, continuations.length)),
    p50Ms: round(pct(times, 50), 2),
    p99Ms: round(pct(times, 99), 2),
    coldLoadMs: round(coldLoadMs(), 1),
  };
  if (isJson) {
    console.log(JSON.stringify(result));
    return;
  }
  console.table({
    'next-line': stats(rows.filter((r) => r.c.kind === 'next-line')),
    'finish-line': stats(rows.filter((r) => r.c.kind === 'finish-line')),
    all: stats(rows),
  });
  console.table({
    timing: {
      p50Ms: result.p50Ms,
      p99Ms: result.p99Ms,
      coldLoadMs: result.coldLoadMs,
      uniqueRate: result.uniqueRate,
    },
    quality: {
      writerImageRate: result.writerImageRate,
      grammaticalContinuationRate: result.grammaticalContinuationRate,
      continuationContexts: result.continuationContexts,
    },
  });
  for (const x of continuations.filter((_, i) => i % 6 === 0 || process.argv.includes('--all'))) {
    const ok = continuesGrammatically(x.c.slot, x.suggestion) ? '' : ' [GRAMMAR]';
    console.log(`continue    ${x.c.slot.padEnd(11)} ${x.c.partial} | ${x.suggestion}${ok}`);
  }
  for (const r of rows.filter((_, i) => i % 4 === 1 || process.argv.includes('--all'))) {
    const mark = r.c.partner ? ` [${r.rhyme ?? 'MISS'} ~ ${lastWordOf(r.c.partner)}]` : '';
    console.log(
      `${r.c.stanza.name.padEnd(11)} ${r.c.kind.padEnd(11)} ${r.c.kind === 'finish-line' ? `${r.c.partial} | ` : ''}${r.suggestion}${mark}${r.syllableOk === false ? ' [SYL]' : ''}${r.filler ? ' [FILLER]' : ''}${r.reusedNoun ? ' [REUSE]' : ''}`,
    );
  }
}

main();
