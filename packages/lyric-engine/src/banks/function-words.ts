/** Closed-class words: what a finish-the-line suggestion must look at to continue grammatically. */

const set = (s: string) => new Set(s.split(' '));

export const ARTICLES = set('the a an');
export const POSSESSIVES = set(
  'my your his her our their its this that these those every one no some any each another',
);
export const PREPOSITIONS = set(
  'in on at to from with through into onto under over by across behind beneath beyond inside outside for of like near past along around without toward towards between after before against about upon',
);
export const CONJUNCTIONS = set('and but or so then yet');
/** Words that open a clause: what follows needs a subject and a verb ("where the hay still hangs"). */
export const SUBORDINATORS = set(
  "when while 'cause cause because until till if since as though where whenever wherever that",
);
export const SUBJECTS = set('i you we they she he');
/** Adverbs that sit between a subject and its verb: "she never | calls", "I still", "could barely". */
export const PRE_VERB = set(
  'never always still just only finally really ever even often sometimes barely hardly almost rarely seldom also nearly already truly simply',
);
/** "Be" ending a half-line, its predicate still to come: "she's", "the one who's", "that's". */
export const BE_CONTRACTIONS = set(
  "i'm you're we're they're she's he's it's who's that's what's am is are was were be been",
);
export const MODALS = set(
  "can could will would should might must can't won't don't didn't couldn't wouldn't shouldn't gonna wanna gotta never always",
);

export const STOP_WORDS = set(
  "a an the and but or so of in on at to from with by for is am are was were be been being it its this that these those i me my mine you your yours he him his she her hers we us our they them their what which who whom when where why how all any both each few more most other some such no nor not only own same than too very just can will don't should now i'm it's that's there's there here about into over under again then once out up down off through also really like feel felt think thought know knew want get got have has had do did does would could still even ever never always much many something anything nothing someone everyone one thing things way lot",
);
