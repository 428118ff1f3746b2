import { describe, expect, it } from 'vitest';
import { directors } from '../../bench/cases';
import { STANZAS } from '../../bench/stanzas';
import { breaksGrammar } from '../language-model/clauses';
import { readSyntax } from '../language-model/syntax';
import { autocomplete } from './index';
import { readTail } from './tail-context';

/** What the engine offers after `partial` typed below the first line of each of the first `count` stanzas. */
function afterEachFirstLine(partial: string, count: number): string[] {
  return STANZAS.slice(0, count).map((st) => {
    const lyrics = `${st.lines[0]}\n${partial}`;
    return autocomplete({ lyrics, cursorPosition: lyrics.length, ...directors(st) }).suggestion;
  });
}

describe('reading the unfinished line', () => {
  it('knows a noun is still to come after an adjective, and whose object it is', () => {
    expect(readTail('I played an old')).toMatchObject({ kind: 'adjective', verb: 'played' });
    expect(readTail("I'm wearing my")).toMatchObject({ kind: 'determiner', verb: 'wearing' });
  });
  it('reads a time phrase as when, so a whole clause follows', () => {
    expect(readTail('Every single day').kind).toBe('clause');
    expect(readTail('And every stranger').kind).toBe('subject');
  });
  it('sees a whole clause the word lists miss, so no second verb is offered', () => {
    for (const line of [
      'The sirens scream',
      'He watered every acre',
      'The boss is driving',
      'Paint your name',
    ])
      expect(readTail(line).kind, line).toBe('complete');
    // Still waiting: for the object, the noun, what they are.
    expect(readTail('Nobody says').kind).not.toBe('complete');
    expect(readTail('My heels are barely').kind).not.toBe('complete');
    expect(readTail('The old truck').kind).toBe('thing');
  });
  it('never lets a thing do what people do, even one we know no doing for', () => {
    expect(readTail('The screen door')).toMatchObject({ kind: 'thing', noun: 'door' });
    expect(readTail('The kitchen table')).toMatchObject({ kind: 'thing', noun: 'table' });
    expect(readTail('The morning people').kind).toBe('subject');
    for (const st of STANZAS) {
      const { storytelling, style } = directors(st);
      const lyrics = `${st.lines[0]}\nThe screen door`;
      const { suggestion } = autocomplete({ lyrics, cursorPosition: lyrics.length, storytelling, style });
      expect(suggestion).not.toMatch(
        /^(still )?(miss|hold|keep|carry|find|watch|remember|hear|touch)(e?s|ed)?\b/,
      );
    }
  });
  it('lets a thing waiting for its verb do what things do', () => {
    expect(readTail('The old truck')).toMatchObject({ kind: 'thing', noun: 'truck' });
    const { storytelling, style } = directors(STANZAS[0] as (typeof STANZAS)[number]);
    const lyrics = 'I drove back home on a Sunday night\nThe old truck';
    const { suggestion } = autocomplete({ lyrics, cursorPosition: lyrics.length, storytelling, style });
    expect(suggestion.split(' ')[0]).toMatch(/^(still|rusted|sat|idled|rusts|sits|idles)$/);
  });
  it('never gives a whole clause a second verb of its own', () => {
    // Main offered "The sirens scream | still sells the van" and "And pull me closer | holds your hand".
    for (const st of STANZAS) {
      const { storytelling, style } = directors(st);
      for (const partial of ['The sirens scream', 'And pull me closer', 'And calls me back']) {
        const lyrics = `${st.lines[0]}\n${partial}`;
        const { suggestion } = autocomplete({ lyrics, cursorPosition: lyrics.length, storytelling, style });
        const line = `${partial} ${suggestion}`;
        expect(breaksGrammar(readSyntax(line).tags), line).toBe(false);
      }
    }
  });
  it('never puts the writer indoors after they named an open place', () => {
    const buildings =
      /^(in|past|outside|behind) the (hotel|motel|kitchen|barn|house|room|church|bar|station|diner|cabin|chapel)$/;
    for (const st of STANZAS) {
      const { storytelling, style } = directors(st);
      for (const line of ['We rode the meadow', 'I walked the field']) {
        const lyrics = `${st.lines[0]}\n${line}`;
        const { suggestion } = autocomplete({ lyrics, cursorPosition: lyrics.length, storytelling, style });
        expect(suggestion).not.toMatch(buildings);
      }
    }
  });
  it('finishes "wearing my" with something a person wears', () => {
    const { storytelling, style } = directors(STANZAS[0] as (typeof STANZAS)[number]);
    const lyrics = "I'm wearing my";
    const { suggestion } = autocomplete({ lyrics, cursorPosition: lyrics.length, storytelling, style });
    expect(suggestion).not.toBe('');
    expect(suggestion.split(' ')[0]).not.toMatch(/^(and|while|like)$/);
  });
  it('reads a verb still waiting for its object, in any of its forms', () => {
    for (const [line, verb] of [
      ['I miss', 'miss'],
      ['She always brings', 'brings'],
      ['We never found', 'found'],
      ["I'm holding", 'holding'],
      ['And no one misses', 'misses'],
      ["I've lost", 'lost'],
    ] as const)
      expect(readTail(line), line).toMatchObject({ kind: 'object', verb });
    // The object is there already; "get" waits for how ("the nights get | colder"), not for what.
    expect(readTail('I miss you').kind).toBe('complete');
    expect(readTail('The keys are lost').kind).not.toBe('object');
    expect(readTail('The nights get').kind).not.toBe('object');
  });
  it('finishes a verb waiting for its object with the object, never a phrase of place', () => {
    const partials = ['She always brings', 'We never found', 'I miss', 'You gave'];
    let offered = 0;
    for (const [i, st] of STANZAS.entries()) {
      const { storytelling, style } = directors(st);
      const lyrics = `${st.lines[0]}\n${partials[i % partials.length]}`;
      const { suggestion } = autocomplete({ lyrics, cursorPosition: lyrics.length, storytelling, style });
      if (suggestion === '') continue;
      offered++;
      expect(suggestion, lyrics).toMatch(/^(the|my|your|his|her|our|their|a|an) /);
    }
    expect(offered).toBeGreaterThan(STANZAS.length / 2);
  });
  it('reads what a line ending on a modal, an adverb, a degree or a quantifier still waits for', () => {
    for (const [line, kind] of [
      ["You know I'll", 'modal'],
      ["I swear you'd never", 'modal'],
      ['She could barely', 'modal'],
      ['I can hardly', 'modal'],
      ["I've never been so", 'quality'],
      ['You were always too', 'quality'],
      ['The nights get', 'quality'],
      ['We bought the same', 'adjective'],
      ['I read the last', 'adjective'],
      ['Where every broken', 'adjective'],
      ["There isn't any", 'determiner'],
      ['I wonder why', 'clause'],
      ['Tell me how', 'clause'],
      ["I've never", 'participle'],
      ['She has always', 'participle'],
      ["We've", 'participle'],
      ["She's never", 'be'],
      ["I'll take whatever", 'gap'],
      ['The one who', 'gap'],
      // "Who's", "that's": be, its predicate to come; "that" after a noun starts a clause with a gap.
      ["I'm not the one who's", 'be'],
      ["Baby, that's", 'be'],
      ['You were the one that', 'gap'],
      ['My mother said that', 'clause'],
      // A thing still to be named, or what something is measured against.
      ["The road goes on and there's", 'object'],
      ['We were younger than', 'preposition'],
      // A question puts the verb after its subject, in its plain form; so do "let me" and "make me".
      ['How could you', 'modal'],
      ["Don't you", 'modal'],
      ['Where did you', 'modal'],
      ['Let me', 'modal'],
      ['You make me', 'modal'],
      ['I never meant to', 'modal'],
      ['We could have', 'participle'],
      // What is given, remembered or seen is still to come.
      ['Give me', 'object'],
      ['Do you remember', 'object'],
      ['I can see', 'object'],
      // "Look so" is "be so"; "not to" and "need you to" take a verb; "about" is a preposition.
      ['You look so', 'quality'],
      ['She told me not to', 'modal'],
      ['I need you to', 'modal'],
      ['I keep thinking about', 'preposition'],
      // "All I", "the one you": a clause with a gap, like "whatever".
      ["You're all I", 'gap'],
      // A question with "be" first; what someone has got.
      ['Are you', 'be'],
      ['Was it', 'be'],
      ["She's got", 'object'],
      ["We ain't got", 'object'],
      ['The nights got', 'quality'],
      ['Every night I', 'subject'],
    ] as const)
      expect(readTail(line).kind, line).toBe(kind);
    // The one asked does what comes next, in their own voice: "I need you to | make up your mind".
    expect(readTail('I need you to')).toMatchObject({ kind: 'modal', subject: 'you' });
    expect(readTail('She told me not to')).toMatchObject({ kind: 'modal', subject: 'i' });
    // "Don't have" owns something: no participle ("And I don't have | walked past the land").
    expect(readTail("And I don't have").kind).not.toBe('participle');
  });
  it('finishes each of those with what it waits for, or offers nothing', () => {
    const checks: readonly (readonly [string, RegExp])[] = [
      // A verb first, in its plain form, never a phrase of place or a second adverb.
      [
        'She could barely',
        /^(?!(still|never|just|out|on|in|at|by|across|past|through|under)\b)[a-z]+(?<!ed|ing)\b/,
      ],
      // An adjective alone: not "still on the floor", not "I pick up the phone".
      ["I've never been so", /^[a-z]+$/],
      // A singular noun after "every": not "weekends".
      ['I kept every broken', /^[a-z]+(?<![^s]s)\b/],
      // A clause of its own: a subject first.
      ['I wonder why', /^(i|you|he|she|we|they|the|my|your|his|her|our|their|a|an|nobody|no one|it)\b/],
      // What the one is: never a clause of its own ("the one who's | while I miss the crew").
      ["I'm not the one who's", /^(?!(while|when|as|and|because|i|you|he|she|we|they)\b)/],
      // A noun phrase: "there's | all day" names nothing.
      ["And there's", /^(the|my|your|his|her|our|their|a|an|no) /],
      // The plain verb: "how could you | never felt pain" is not a question anyone asks.
      ['How could you', /^(?!(and|while|when|as|i|you|he|she|we|they|the|in|on|at|by)\b)[a-z]+(?<!ed)\b/],
    ];
    for (const [partial, shape] of checks) {
      const offered = afterEachFirstLine(partial, 16).filter((s) => s !== '');
      for (const suggestion of offered)
        expect(suggestion.toLowerCase(), `${partial} | ${suggestion}`).toMatch(shape);
      expect(offered.length, partial).toBeGreaterThan(4);
    }
  });
  it('gives the noun a subordinator opens a verb of its own, never a bare noun phrase', () => {
    expect(readTail('And when the').opensClause).toBe(true);
    expect(readTail('Because the old').opensClause).toBe(true);
    expect(readTail('With chains around the').opensClause).toBeUndefined();
    for (const partial of ['And when the', 'Because the', 'She waits until the']) {
      const offered = afterEachFirstLine(partial, 16).filter((s) => s !== '');
      const at = readSyntax(partial).tags.length;
      for (const suggestion of offered) {
        const tags = readSyntax(`${partial} ${suggestion}`).tags.slice(at);
        expect(
          tags.some((t) => /^(vbz|vbd|vb|md)/.test(t)),
          `${partial} | ${suggestion}`,
        ).toBe(true);
      }
      // Below the first line the noun must rhyme its way to the end and cannot be the line above's:
      // a few of the sixteen get a whole clause, the rest nothing rather than "| ditches in the moonlight".
      expect(offered.length, partial).toBeGreaterThan(2);
    }
  });
  it('follows a verb of thinking or knowing with a clause, and "tomorrow" with what will be', () => {
    expect(readTail('I never thought').kind).toBe('clause');
    expect(readTail('Nobody knew').kind).toBe('clause');
    expect(readTail('Tomorrow we').tense).toBe('future');
    const known = afterEachFirstLine('Nobody knew', 16).filter((s) => s !== '');
    for (const suggestion of known)
      expect(suggestion.toLowerCase(), suggestion).toMatch(
        /^(i|you|he|she|we|they|the|my|your|his|her|our|their|it)\b/,
      );
    expect(known.length).toBeGreaterThan(8);
    const ahead = afterEachFirstLine('Tomorrow we', 16).filter((s) => s !== '');
    for (const suggestion of ahead) expect(suggestion, suggestion).toMatch(/^(will|'ll|won't)\b/);
    expect(ahead.length).toBeGreaterThan(8);
  });
  it('offers nothing after a word that opens a clause with a gap, which no template makes', () => {
    for (const suggestion of afterEachFirstLine("I'll take whatever", 8))
      expect(suggestion, suggestion).toBe('');
  });
  it("finishes a perfect with its participle, in the subject's own voice", () => {
    for (const partial of ["I've never", 'She has always', "We've"]) {
      const offered = afterEachFirstLine(partial, 16).filter((s) => s !== '');
      // Brown's tagger reads the first word of the ending as a participle: "seen", "kept".
      const at = readSyntax(partial).tags.length;
      for (const suggestion of offered) {
        expect(readSyntax(`${partial} ${suggestion}`).tags[at], `${partial} | ${suggestion}`).toBe('vbn');
        if (partial.startsWith('She')) expect(suggestion, suggestion).not.toMatch(/\b(my|your)\b/);
      }
      expect(offered.length, partial).toBeGreaterThan(8);
    }
  });
});

describe('a fresh line after one the writer wrote', () => {
  it('does not offer again the line offered one line up when another fits as well', () => {
    let same = 0;
    let total = 0;
    for (const st of STANZAS) {
      const { storytelling, style } = directors(st);
      for (let k = 1; k < st.lines.length; k++) {
        const before = `${st.lines.slice(0, k - 1).join('\n')}${k > 1 ? '\n' : ''}`;
        const now = `${st.lines.slice(0, k).join('\n')}\n`;
        const offered = autocomplete({ lyrics: before, cursorPosition: before.length, storytelling, style });
        const next = autocomplete({ lyrics: now, cursorPosition: now.length, storytelling, style });
        total++;
        if (offered.suggestion === next.suggestion) same++;
      }
    }
    expect(total).toBeGreaterThan(20);
    // Before the rule, 5 of these positions got the line offered one line up again. It may stay
    // only where nothing else fits the syllable count as well: a five-syllable stanza, and, since the
    // slant grading reads whole endings (issue 17), "kitchen" and "garden", whose few close slants
    // cost more than the repeat (weighing slants lighter cut held-out perfect rhymes by 0.02).
    expect(same).toBeLessThanOrEqual(3);
  });
});
