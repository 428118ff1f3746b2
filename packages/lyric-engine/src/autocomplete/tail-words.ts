import { SUBJECTS } from '../banks/function-words';

/**
 * The words that tell what an unfinished line still waits for (read by tail-context.ts): "to" after
 * "want" is a verb to come, "you" after "could" a question, "all I" a clause with a gap.
 */

/** Verbs after which "to" starts a verb ("learned to run"), in every form a line uses. */
export const TO_AS_VERB = new Set(
  'want wants wanted need needs needed have has had got try tries tried trying learn learns learned used going start started begin began seem seemed love loved hate hated promise promised mean means meant wish wished hope hoped like liked plan planned decide decided forget forgot ought afraid ready able supposed'.split(
    ' ',
  ),
);
/** Words that put the verb before its subject in a question: "how could you | leave", "did you | know". */
export const INVERTING = new Set(
  "do does did don't doesn't didn't can could will would should won't can't couldn't wouldn't shouldn't might must".split(
    ' ',
  ),
);
/** "Could have", "should've": a participle follows; "don't have" and "I'll have" own something. */
export const PERFECT_MODALS = new Set(
  "could would should might must may couldn't wouldn't shouldn't mightn't mustn't".split(' '),
);
/** "Let me", "you make me", "watch me": the one named does what comes next, in its plain form ("| go"). */
export const CAUSING = new Set('let lets help helps make makes made watch'.split(' '));
/** "Give me", "show us": what is given is still to come ("| the keys"). */
export const GIVING = new Set(
  'give gives gave bring brings brought show shows showed send sends sent buy bought hand'.split(' '),
);
/** Words of degree, waiting for the word they measure: "I've never been so", "you were always too". */
export const DEGREE = new Set(['so', 'too', 'very', 'quite']);
/** Verbs that say how something is, like "be": "you look so | tired", "it feels too | late". */
export const LINKING = new Set(
  'look looks looked feel feels felt seem seems seemed sound sounds sounded grow grows grew'.split(' '),
);
/** "Told me not to", "I need you to": a verb comes next. */
export const ASKING = new Set(
  'tell tells told ask asks asked want wants wanted need needs needed'.split(' '),
);
/** "Be" before its subject in a question: "are you | still mine", "was it | ever real". */
export const BE_FIRST = new Set("am is are was were isn't aren't wasn't weren't".split(' '));
/** "We've got", "she's got", "I got": what they have is still to come ("| a house"). */
export const HAS_GOT = (prev: string) =>
  /'(ve|s)$/.test(prev) || SUBJECTS.has(prev) || ["ain't", "haven't", "hasn't"].includes(prev);
/** "All I", "the one you", "the way she": a clause about the word before it, with a gap ("| need"). */
export const GAP_HEADS = new Set('all everything anything nothing something one thing things way'.split(' '));
/** "The nights get", "it's getting": how they get is still to come ("colder"). */
export const GET = new Set(['get', 'gets', 'getting', 'got']);
export const HAVE = new Set(['have', 'has', 'had']);
/** Words that open a whole clause of their own: "I wonder why", "tell me how". */
export const WH_OPENERS = new Set(['how', 'why']);
/** "There's", "here's": a thing is still to be named ("| a light on in the hall"). */
export const EXISTENTIAL = new Set(["there's", "here's"]);
/** Brown's tags of a noun: after one, "that" starts a clause about it ("the one that | got away"). */
export const NOUN_TAG = /^(nn|nns|pn|cd)$/;
/** Words that open a clause missing its object or subject: "I'll take whatever | I can find". */
export const WH_GAPS = new Set(['what', 'whatever', 'whoever', 'who', 'whom', 'which']);
/**
 * Words between a determiner and its noun besides common adjectives: "the same", "the last", "his
 * only", "every broken" (Brown's tags for a participle, an ordinal, a quantifier).
 */
export const BEFORE_A_NOUN = new Set([
  'same',
  'last',
  'only',
  'whole',
  'little',
  'other',
  'first',
  'next',
  'single',
]);
export const BEFORE_A_NOUN_TAG = /^(jj|jjs|jjr|vbn|od|ap)$/;
/** Subjects that take "she"-style agreement: "no one knows", "it feels". */
export const THIRD_SINGULAR = new Set([
  'it',
  'nobody',
  'somebody',
  'everybody',
  'someone',
  'everyone',
  'everything',
  'nothing',
  'love',
  'one',
]);
