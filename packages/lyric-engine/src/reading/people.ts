/** The people in a story and who they are to the writer: "my best friend Danny", "grandpa", "my mom". */
export type Person = { name: string; relation: string; pronoun: 'he' | 'she' | 'they' };

const RELATIONS: Record<string, 'he' | 'she' | 'they'> = {
  dad: 'he',
  father: 'he',
  pop: 'he',
  grandpa: 'he',
  grandfather: 'he',
  brother: 'he',
  son: 'he',
  husband: 'he',
  boyfriend: 'he',
  uncle: 'he',
  nephew: 'he',
  mom: 'she',
  mother: 'she',
  mama: 'she',
  grandma: 'she',
  grandmother: 'she',
  nana: 'she',
  sister: 'she',
  daughter: 'she',
  wife: 'she',
  girlfriend: 'she',
  aunt: 'she',
  niece: 'she',
  friend: 'they',
  'best friend': 'they',
  parents: 'they',
  kid: 'they',
  kids: 'they',
  baby: 'they',
  partner: 'they',
  spouse: 'they',
  ex: 'they',
  cousin: 'they',
  sponsor: 'they',
  band: 'they',
  boss: 'they',
  roommate: 'they',
  neighbor: 'they',
  teacher: 'they',
  dog: 'they',
};
const RELATION_WORDS = Object.keys(RELATIONS).sort((a, b) => b.length - a.length);
const KIN = new RegExp(
  `\\b(my|our|his|her|their)\\s+(?:(?:little|older|big|younger|old|late|childhood|new)\\s+)*(${RELATION_WORDS.join('|')})\\b(?:\\s+([A-Z][a-z]+))?`,
  'gi',
);
const BARE = /\b(grandpa|grandma|mom|dad|mama|nana)\b/gi;

/** "went back to my maiden name today!! Szabo": the name itself, said, is nobody in the story. */
const isAName = (text: string, name: string) =>
  new RegExp(`\\bname\\b[^.!?]{0,12}[.!?]+\\s*${name}\\b`).test(text);

/** The people the writer names, with the names compromise tagged as people (`names`). */
export function peopleIn(text: string, names: readonly string[]): Person[] {
  const out: Person[] = [];
  const add = (p: Person) => {
    if (!out.some((o) => o.name.toLowerCase() === p.name.toLowerCase())) out.push(p);
  };
  for (const m of text.matchAll(KIN)) {
    const relation = (m[2] as string).toLowerCase();
    const name = m[3] && names.includes(m[3]) ? m[3] : `${(m[1] as string).toLowerCase()} ${relation}`;
    const pronoun = RELATIONS[relation] ?? 'they';
    add({ name, relation, pronoun: pronoun === 'they' && m[3] ? 'they' : pronoun });
  }
  for (const m of text.matchAll(BARE)) {
    const relation = (m[1] as string).toLowerCase();
    if (!out.some((p) => p.relation === relation))
      // "Mom" said as a name stays one: "What was Mom like".
      add({ name: m[1] as string, relation, pronoun: RELATIONS[relation] ?? 'they' });
  }
  for (const name of names)
    if (!out.some((p) => p.name === name) && !isAName(text, name))
      add({ name, relation: 'someone', pronoun: 'they' });
  return out;
}

const MONTH = 'january|february|march|april|may|june|july|august|september|october|november|december';
const SEASON = 'spring|summer|fall|autumn|winter';
const DAY = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
const TIMES = new RegExp(
  `\\b(?:(?:last|this|next|every|that)\\s+(?:${SEASON}|${DAY}|week|month|year|night|morning|christmas|thanksgiving)|in\\s+(?:${MONTH}|${SEASON}|\\d{4})|on\\s+(?:${DAY})|at\\s+\\d{1,2}(?::\\d\\d)?\\s*(?:am|pm|in the morning)?|(?:a|one|two|three|four|five|six|\\d+)\\s+(?:years?|weeks?|months?|days?)\\s+(?:ago|sober|later)|after\\s+\\d+\\s+years|(?:yesterday|tomorrow|tonight|today)|when (?:i|we) (?:was|were) (?:\\d+|\\w+))\\b`,
  'gi',
);

/** When the story happens, in the writer's words: "last spring", "in March", "two years sober". */
export function timesIn(text: string): string[] {
  return [...new Set([...text.matchAll(TIMES)].map((m) => m[0]))];
}
