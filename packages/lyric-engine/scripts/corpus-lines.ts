import nlp from 'compromise/three';
import { pastOf, thirdPersonOf } from '../src/banks/verbs';
import { isCommon } from '../src/lexicon/frequency';
import { NEVER } from '../src/vocabulary/never-words';
import type { Token } from './corpora';
import { lemmaOf } from './verb-objects';

/**
 * The corpus-line table (src/vocabulary/corpus-lines-data.gen.ts): short whole clauses from Brown's
 * narrative prose (NARRATIVE), as its writers wrote them between two stops ("the boy waited at the corner", "he didn't
 * even look up", "a third shot doused the light"). A line built from a template says what the
 * template lets it say; these are things people wrote, so the engine can offer one when it rhymes,
 * fits the count and sits near the song's meaning (src/compose/corpus-lines.ts).
 *
 * A clause qualifies when it is MIN_WORDS to MAX_WORDS plain, common words (src/lexicon/frequency.ts)
 * between punctuation, names no one (no proper nouns, numbers or foreign words), has a subject before its first finite verb, does
 * not open on a subordinate word ("when", "which", "to") or a verb, is not a question, and ends on a
 * content word. So that a line can take the song's voice and tense, its gendered pronouns become
 * person slots ({A} is the first person the clause names, {Ao} {Ap} {Ar} its object, possessive
 * and reflexive forms; {B…} the other person; a clause with its own "I" keeps no he or she), and every finite verb names who it agrees with (a slot,
 * "i", "p" for a plural, "3") and its forms: {A:wait:waited:waits}, or {3:be}, {p:don} for the
 * auxiliaries ("n" is "n't").
 */
const MIN_WORDS = 4;
const MAX_WORDS = 9;
/**
 * Brown's categories where people do things: reportage (a), skills and hobbies (e), popular lore
 * (f), memoirs and belles-lettres (g) and all the fiction (k–r). Editorials, reviews, religion,
 * government papers and learned prose argue rather than tell (ADR 040).
 */
const NARRATIVE = /^c[aefgk-r]/;
const STOPS = new Set([',', '.', ';', ':', '--', "''", '``', '?', '!', '(', ')', "'"]);
const FINITE = /^(vbd|vbz|vb|md|bed|bedz|bez|bem|ber|hvd|hvz|hv|dod|doz|do)\*?$/;
const SUBJECT = /^(pps|ppss|nn|nns|ex|ppl|ppls|pn|dt|cd)$/;
const OPENER = /^(cc|rb|at|pps|ppss|nn|nns|ex|pp\$|dt|abn|ap|jj|in|pn|dti|dts)$/;
const SUBORDINATE = /^(cs|wdt|wps|wp\$|wrb|to)$/;
const PARTICIPLE = /^(vbg|vbn)$/;
const LAST = /^(nn|nns|rb|rp|jj|vbn|vbd|vb|vbg|nr)$/;
/** Swearing the never-list (src/vocabulary/never-words.ts) leaves to a writer's own lines. */
const CURSES = new Set(['damned', 'goddamned', 'goddam', 'bloody', 'lousy']);
/** Words a clause cut at a comma can end on without being whole: "and then". */
const DANGLING = new Set(['then', 'so', 'also']);

const FIRST_PERSON = new Set(['i', 'me', 'my', 'mine', 'myself', 'we', 'us', 'our']);

type Gender = 'he' | 'she';
const FORMS: Record<string, { gender: Gender; slot: string }> = {
  he: { gender: 'he', slot: '' },
  she: { gender: 'she', slot: '' },
  him: { gender: 'he', slot: 'o' },
  his: { gender: 'he', slot: 'p' },
  himself: { gender: 'he', slot: 'r' },
  herself: { gender: 'she', slot: 'r' },
};

/** "be", "have" and "do" in any tense and person, by Brown's tag (a star is "n't"). */
const AUXILIARY: Record<string, string> = {
  bedz: 'be',
  bed: 'be',
  bez: 'be',
  ber: 'be',
  bem: 'be',
  hvd: 'have',
  hvz: 'have',
  hv: 'have',
  dod: 'do',
  doz: 'do',
  do: 'do',
};

/** A lexical verb's lemma, past and third-person present: "waited" -> "wait:waited:waits"; null when one is rare. */
function verbForms(t: Token): string | null {
  const lemma = lemmaOf(t.word, true);
  if (!/^[a-z]+$/.test(lemma)) return null;
  const c = nlp(`they ${lemma}`).verbs().conjugate()[0] as
    | { PastTense?: string; PresentTense?: string }
    | undefined;
  const past = t.tag === 'vbd' ? t.word : (c?.PastTense ?? pastOf(lemma));
  const third = t.tag === 'vbz' ? t.word : (c?.PresentTense ?? thirdPersonOf(lemma));
  // Every form the line may take must be a word people use: "blamed" is, "blames" is not.
  return [lemma, past, third].every(isCommon) ? `${lemma}:${past}:${third}` : null;
}

/**
 * Who a finite verb after this word agrees with, when the word is a subject: "i", "p" (you, we, they,
 * a plural noun) or "3" (it, a singular noun, someone). He and she are person slots instead.
 */
function agreementOf(t: Token, next: Token | undefined): string | null {
  if (t.tag === 'ppss') return t.word === 'i' ? 'i' : 'p';
  // "There were four cars": after "there" the verb agrees with what follows it, as its own form says.
  if (t.tag === 'ex') return /^(ber|bed|hv|do)\*?$/.test(next?.tag ?? '') ? 'p' : '3';
  if (t.tag === 'nns') return 'p';
  if (/^(pps|nn|pn)$/.test(t.tag)) return '3';
  return null;
}

/** A noun or what opens a noun phrase: what a possessive "her" stands before. */
const NOUN_NEXT = /^(nn|nns|jj|od|ap)$/;
const OBJECTS = new Set(['him', 'them', 'me', 'us']);

/**
 * Verbs Brown shows with two objects ("gave him money", "told them the news"): after one of them "her
 * money" may be two objects, as Brown tagged it. After any other word "her" before a noun is whose
 * it is, whatever the tag says: Brown tags "shook her head", "break her fall" and "grabbed her
 * wrist" as an object, which gave "I shake me head".
 */
function doubleObjectVerbs(tagged: readonly { tokens: readonly Token[] }[]): ReadonlySet<string> {
  const counts = new Map<string, number>();
  for (const { tokens } of tagged)
    for (let i = 1; i + 1 < tokens.length; i++) {
      const [verb, object, next] = [tokens[i - 1], tokens[i], tokens[i + 1]] as Token[];
      if (verb.tag.startsWith('vb') && OBJECTS.has(object.word) && /^(at|nn|nns|cd)$/.test(next.tag))
        counts.set(verb.word, (counts.get(verb.word) ?? 0) + 1);
    }
  // Seen once may be a misreading ("shook him a little"): twice or more.
  return new Set([...counts].filter(([, n]) => n >= 2).map(([verb]) => verb));
}

/** Whether "her" at `i` is possessive: Brown's tag, or a noun after it where no two objects can stand. */
function isPossessiveHer(clause: readonly Token[], i: number, doubleObject: ReadonlySet<string>): boolean {
  const t = clause[i] as Token;
  if (t.tag === 'pp$') return true;
  const before = clause[i - 1];
  // "let her harm herself": a word with an object of its own is her verb, not her thing.
  const isVerb = /^(ppo|ppl|ppls)$/.test(clause[i + 2]?.tag ?? '');
  return NOUN_NEXT.test(clause[i + 1]?.tag ?? '') && !isVerb && !(before && doubleObject.has(before.word));
}

/** One clause as a table row, or null when it does not qualify. */
function rowOf(clause: readonly Token[], stop: string, doubleObject: ReadonlySet<string>): string | null {
  if (stop === '?' || clause.length < MIN_WORDS || clause.length > MAX_WORDS) return null;
  const bad = (t: Token) =>
    !/^[a-z][a-z']*$/.test(t.word) ||
    /^(np|fw|nil)/.test(t.tag) ||
    t.tag.includes('+') ||
    NEVER.has(t.word) ||
    CURSES.has(t.word) ||
    !isCommon(t.word.replace(/'s$/, ''));
  if (clause.some(bad) || !OPENER.test(clause[0]?.tag ?? '')) return null;
  const verb = clause.findIndex((t) => FINITE.test(t.tag));
  const head = clause.slice(0, verb);
  if (verb < 1 || !head.some((t) => SUBJECT.test(t.tag)) || head.some((t) => SUBORDINATE.test(t.tag)))
    return null;
  // "and dreaming of the day I would be rich": a clause opening on a participle has no verb of its
  // own; the finite verb found belongs to a clause inside it.
  // "But drawn curtains" is a thing described, not a participle.
  const opening = clause.findIndex((t) => !/^(cc|rb)$/.test(t.tag));
  const isParticiple = PARTICIPLE.test(clause[opening]?.tag ?? '');
  if (isParticiple && !/^nns?$/.test(clause[opening + 1]?.tag ?? '')) return null;
  const last = clause[clause.length - 1] as Token;
  if (!LAST.test(last.tag) || DANGLING.has(last.word)) return null;
  // "it was a vivid": an adjective cut from its noun.
  if (last.tag === 'jj' && /^(at|ap|pp\$)$/.test(clause[clause.length - 2]?.tag ?? '')) return null;
  const persons: Gender[] = [];
  let agrees = '3';
  // "I went into the living room and waited": a verb joined by "and" agrees with the verb before it,
  // not with the noun in between.
  let verbAgrees: string | null = null;
  const words: string[] = [];
  for (const [i, t] of clause.entries()) {
    const form =
      t.word === 'her'
        ? { gender: 'she' as const, slot: isPossessiveHer(clause, i, doubleObject) ? 'p' : 'o' }
        : FORMS[t.word];
    if (form) {
      if (!persons.includes(form.gender)) persons.push(form.gender);
      const slot = persons.indexOf(form.gender) === 0 ? 'A' : 'B';
      if (t.tag === 'pps') agrees = slot;
      words.push(`{${slot}${form.slot}}`);
      continue;
    }
    agrees = agreementOf(t, clause[i + 1]) ?? agrees;
    const negative = t.tag.endsWith('*') ? 'n' : '';
    // A bare verb is finite only straight after its subject ("they walk", "they have"), not after
    // "would" or in "let his eyelids droop".
    const before = clause[i - 1];
    const isBare = t.tag === 'vb' || t.tag === 'hv' || t.tag === 'do' || t.tag === 'do*';
    const isFiniteBare =
      before !== undefined &&
      (before.tag === 'ppss' ||
        (before.tag === 'nns' && !clause.slice(0, i).some((x) => FINITE.test(x.tag))));
    const auxiliary = isBare && !isFiniteBare ? undefined : AUXILIARY[t.tag.replace('*', '')];
    const isPresentBase = t.tag === 'vb' && isFiniteBare;
    const who = (before?.tag === 'cc' && verbAgrees) || agrees;
    if (auxiliary) {
      words.push(`{${who}:${auxiliary}${negative}}`);
      verbAgrees = who;
    } else if (t.tag === 'vbd' || t.tag === 'vbz' || isPresentBase) {
      const forms = verbForms(t);
      if (!forms) return null;
      words.push(`{${who}:${forms}}`);
      verbAgrees = who;
    } else words.push(t.word === 'i' ? 'I' : t.word);
  }
  // "I thought he was out of his head": a third person beside the singer is someone the song never met.
  if (persons.length > 0 && clause.some((t) => FIRST_PERSON.has(t.word))) return null;
  return words.join(' ');
}

/** Every qualifying clause of Brown's narrative prose, once each, in corpus order. */
export function corpusLines(tagged: readonly { file: string; tokens: readonly Token[] }[]): string[] {
  const rows = new Set<string>();
  const doubleObject = doubleObjectVerbs(tagged);
  for (const { file, tokens } of tagged) {
    if (!NARRATIVE.test(file)) continue;
    let clause: Token[] = [];
    for (const t of [...tokens, { word: '.', tag: '.' }]) {
      if (!STOPS.has(t.word)) {
        clause.push(t);
        continue;
      }
      const row = rowOf(clause, t.word, doubleObject);
      if (row) rows.add(row);
      clause = [];
    }
  }
  return [...rows];
}
