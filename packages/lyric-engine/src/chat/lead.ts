import type { SongState } from '../conversation/song-state';
import { pronunciations } from '../phonetics/dictionary';
import type { FirstNews, TurnKind } from '../reading/turn';
import type { Rng } from '../util/random';
import { capitalize, literalPattern } from '../util/text';
import { type Frame, sayOnce, wasSaid } from './frames';
import { AS_SUBJECT, type Slots, saidToYou, toYou, withArticle } from './slots';

/** What a lead answers: the writer's clause, in "you" words, and who it is about. */
type Heard = { clause: string; person?: string; news?: FirstNews; mixed?: boolean };

const sentence = (s: string) => capitalize(s.replace(/[,;:]+$/, ''));
/** "The worst part is…" inside a sentence: a common first word is lowercased, a name is not. */
export const inside = (s: string) =>
  s.replace(/^(The|A|An|My|Your|Our|This|That|It|We|You|He|She|They|Last|Tonight|Today)\b/, (w) =>
    w.toLowerCase(),
  );

/**
 * The first words of a reply to a message that carries a turn: the turn said back, in the writer's own
 * words, as a person would answer it, before any craft talk or question.
 */
const LEADS: Record<TurnKind, readonly Frame<Heard>[]> = {
  death: [
    {
      mark: "I'm so sorry about",
      // "I'm so sorry about Grandma. Grandma didn't make it": the name once.
      say: (h) =>
        h.person && !h.clause.toLowerCase().includes(h.person.toLowerCase())
          ? `I'm so sorry about ${h.person}. ${sentence(h.clause)}, and that is a lot to carry.`
          : null,
    },
    {
      mark: "I'm sorry. ",
      say: (h) => `I'm sorry. ${sentence(h.clause)}: we can take this song as slowly as you need.`,
    },
    { mark: 'a real loss', say: (h) => `That's a real loss, and I'm sorry: ${h.clause}.` },
  ],
  confession: [
    { mark: 'Thank you for telling me', say: (h) => `Thank you for telling me that: ${h.clause}.` },
    {
      mark: 'out loud now',
      say: (h) =>
        `${sentence(h.clause)}, and you're saying it out loud now. That honesty is the song's center.`,
    },
    { mark: 'a brave thing to say', say: (h) => `That's a brave thing to say: ${h.clause}.` },
  ],
  first: [
    {
      mark: 'Congratulations',
      say: (h) =>
        h.news === 'arrival'
          ? `Congratulations: ${h.clause}. Someone new in the world is a song all by itself.`
          : h.news === 'good'
            ? `Congratulations: ${h.clause}. That's a day a whole song can hold.`
            : null,
    },
    {
      mark: 'a first like that',
      say: (h) => `${sentence(h.clause)}: a first like that is the moment the whole song turns on.`,
    },
    {
      mark: 'firsts like that',
      say: (h) => `${sentence(h.clause)}. Firsts like that are what songs are for.`,
    },
    { mark: 'for the first time, and', say: (h) => `For the first time, and it shows: ${h.clause}.` },
  ],
  decision: [
    {
      mark: "that's a real decision",
      say: (h) =>
        `${sentence(h.clause)}: that's a real decision, and the song can be the sound of making it.`,
    },
    {
      mark: "so you've decided",
      say: (h) => `So you've decided: ${h.clause}. That step is the song's turn.`,
    },
    {
      mark: 'took nerve',
      say: (h) => `${sentence(h.clause)}. That took nerve, and a listener will feel it.`,
    },
  ],
  feeling: [
    {
      mark: 'two things at once',
      say: (h) => (h.mixed ? `${sentence(h.clause)}: two things at once, and the song can hold both.` : null),
    },
    {
      mark: 'the song has to carry',
      say: (h) => `${sentence(h.clause)}. That's the feeling the song has to carry.`,
    },
    {
      mark: 'under everything',
      say: (h) => `I hear it: ${h.clause}. That's what's under everything you've told me.`,
    },
  ],
  change: [
    {
      mark: 'before and after',
      say: (h) =>
        `${sentence(h.clause)}: so nothing is the way it was, and the song lives in that before and after.`,
    },
    {
      mark: 'the change this song is about',
      say: (h) =>
        `${sentence(h.clause)}. That's the change this song is about; everything else is what it costs.`,
    },
    { mark: 'everything shifts', say: (h) => `${sentence(h.clause)}, and everything shifts around it.` },
  ],
};

export const LEAD_FRAMES = Object.values(LEADS).flat();

/** The reply's lead for the newest message's turn, in a frame this conversation hasn't heard; or null. */
export function leadFor(state: SongState, rng: Rng): string | null {
  const turn = state.latest.turn;
  // "honestly" alone is no clause to say back; "she's here!!!" and "were eloping!!!" are.
  // "scared.", "Nugget died": a feeling or a death said in two words is the whole news.
  const whole = turn?.news || turn?.kind === 'feeling' || turn?.kind === 'death';
  if (!turn || (turn.clause.split(/\s+/).length < 3 && !whole)) return null;
  // Sorry about the one who died, when the message says who: "Ava's dad", not "your daughter".
  // For a death, only someone the clause names: never "your kids" from "older than both my kids".
  const clause = turn.clause.toLowerCase();
  const person =
    turn.who ??
    (turn.kind === 'death'
      ? state.latest.people.find((p) => clause.includes(p.name.toLowerCase()))
      : state.latest.people[0]
    )?.name;
  // "TAUGHT MY FIRST CLASS TODAY": said back as a sentence, not shouted.
  // "WERE DADS" opens on a typed "we're"; "FINISHED. first marathon": a shouted word said calmly, an
  // acronym ("NICU") kept.
  const shouted = (
    turn.clause === turn.clause.toUpperCase()
      ? turn.clause.toLowerCase()
      : turn.clause.replace(/\b[A-Z]{2,}\b/g, (w) => (pronunciations(w.toLowerCase()) ? w.toLowerCase() : w))
  ).replace(/^were\b/i, "we're");
  const heard: Heard = {
    clause: inside(saidToYou(shouted, state.latest.story)),
    person: person ? toYou(person) : undefined,
    news: turn.news,
    // "relieved and mad": more than one feeling at once.
    mixed: state.latest.feelings.filter((f) => !f.negated).length > 1,
  };
  // Someone arriving is congratulated before anything else is said about it.
  const frames = turn.news ? LEADS.first.slice(0, 1) : LEADS[turn.kind];
  return sayOnce(frames, heard, state.spoken, rng) ?? sayOnce(LEADS[turn.kind], heard, state.spoken, rng);
}

/**
 * A loss that is someone else's ("Ava lost her dad"): the song is for the one grieving, so the question
 * is about them and what the song can give them, never what the writer misses.
 */
const CONDOLENCE: readonly Frame<Slots & { mourner: string }>[] = [
  { mark: 'to hear in this song', say: (s) => `What do you want ${s.mourner} to hear in this song?` },
  {
    mark: 'the song could hold',
    say: (s) =>
      s.person && s.mourner
        ? `What did ${s.person} do that ${AS_SUBJECT[s.mourner.toLowerCase()] ?? s.mourner} will miss most, that the song could hold?`
        : null,
  },
];

/**
 * A question that follows from the turn just told, about the turn itself or its people: an image
 * slotted into it reads wrong too often ("what did the fit give you", from "fit as a fiddle").
 */
const FOLLOW: Record<TurnKind, readonly Frame<Slots>[]> = {
  death: [
    {
      mark: 'what do you miss most about',
      say: (s) =>
        s.person && s.image
          ? `When you look at ${s.image} now, what do you miss most about ${s.person}?`
          : null,
    },
    {
      mark: 'can still touch',
      say: (s) => (s.person ? `What did ${s.person} leave behind that you can still touch?` : null),
    },
    {
      mark: 'on an ordinary day',
      say: (s) => (s.person ? `What do you miss most about ${s.person} on an ordinary day?` : null),
    },
    // No one named: the day as it is now, never a template about a thing in the message.
    { mark: 'feel like now', say: () => 'What does an ordinary day feel like now?' },
  ],
  confession: [
    {
      mark: 'the first place you say it',
      say: (s) =>
        s.person
          ? `${/^(?:your|the) \w+s$/.test(s.person) ? 'Do' : 'Does'} ${s.person} know, or is the song the first place you say it?`
          : null,
    },
    { mark: 'carried it', say: () => 'How long have you carried it, and who should hear it first?' },
  ],
  first: [
    {
      mark: 'who did you tell first',
      say: (s) =>
        s.news ? `When ${s.news}, who did you tell first?` : 'Who did you tell first, and what did you say?',
    },
    {
      mark: 'waiting for it',
      say: (s) => (s.person ? `What was ${s.person} like while you were still waiting for it?` : null),
    },
  ],
  decision: [
    { mark: 'walking toward', say: () => 'What are you leaving behind, and what are you walking toward?' },
    {
      mark: 'moment you knew',
      say: (s) => (s.person ? `Was there one moment you knew, and did ${s.person} see it coming?` : null),
    },
  ],
  feeling: [
    {
      mark: 'say out loud',
      say: () => 'Which of those should the chorus say out loud, and which should the verses only show?',
    },
    { mark: 'hit hardest', say: () => 'When does it hit hardest: what are you doing when it comes?' },
  ],
  // "Where did you first notice that your daughter and you were different now?" asked after "ms
  // halvorsen retired today" (set-15 read): a change is rarely between the writer and the one named.
  change: [{ mark: 'look like before that', say: () => 'What did an ordinary day look like before that?' }],
};

const LOST_BABY: Frame<Slots> = {
  mark: 'for the two of you',
  say: () => 'What do you want the song to hold for the two of you right now?',
};

/** After someone arrives, what the writer saw: never what "grandma" was like, when grandma is them. */
const ARRIVED: Frame<Slots> = {
  mark: 'when you first saw',
  say: () => 'What did you notice when you first saw them, the thing nobody else would?',
};

/** A confession that already says who does not know. */
const UNTOLD =
  /\b(?:has no idea|have no idea|doesn'?t know|don'?t know|hasn'?t been told|haven'?t told|never told|no one knows|nobody knows)\b/i;

export const FOLLOW_FRAMES = [...Object.values(FOLLOW).flat(), ...CONDOLENCE, ARRIVED, LOST_BABY];

/** Whether the message says the image belonged to someone: "his old truck", "Nana's rolling pin". */
function isTheirs(image: string, story: string): boolean {
  const head = image.split(' ').at(-1) ?? image;
  return new RegExp(`\\b(?:his|her|their|[a-z]+'s) (?:[a-z]+ ){0,2}${literalPattern(head)}\\b`, 'i').test(
    story,
  );
}

/** One question about the turn, or null when none fits what the writer has told. */
export function followUp(state: SongState, slots: Slots, rng: Rng): string | null {
  const turn = state.latest.turn;
  if (!turn) return null;
  if (turn.news === 'arrival' && !wasSaid(ARRIVED.mark, state.spoken)) return ARRIVED.say(slots);
  // "my girlfriend has no idea": asking whether she knows was just answered.
  const told = turn.kind === 'confession' && UNTOLD.test(state.latest.story);
  // "which of those should the chorus say": only when there are two feelings to choose between.
  const single = turn.kind === 'feeling' && state.latest.feelings.filter((f) => !f.negated).length < 2;
  const frames = told
    ? FOLLOW.confession.filter((f) => f.mark !== 'the first place you say it')
    : single
      ? FOLLOW.feeling.filter((f) => f.mark !== 'say out loud')
      : FOLLOW[turn.kind];
  if (turn.kind !== 'death') return sayOnce(frames, slots, state.spoken, rng);
  // A baby lost: what the two of them need, never what someone left behind.
  if (turn.who === 'the baby' && !wasSaid(LOST_BABY.mark, state.spoken)) return LOST_BABY.say(slots);
  const person = turn.who ? toYou(turn.who) : slots.person;
  // Only a thing that was theirs ("his old truck"): never "when you look at the seizure now", how or
  // when it happened (blind reads of sets 10 and 11).
  const owned = state.latest.images.find((image) => isTheirs(image, state.latest.story));
  const asked = { ...slots, person, image: owned ? withArticle(toYou(owned)) : undefined };
  if (turn.mourner) return sayOnce(CONDOLENCE, { ...asked, mourner: toYou(turn.mourner) }, state.spoken, rng);
  // The most particular question that fits comes first.
  for (const frame of FOLLOW.death) {
    const text = wasSaid(frame.mark, state.spoken) ? null : frame.say(asked);
    if (text) return text;
  }
  return null;
}
