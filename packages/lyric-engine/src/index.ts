/**
 * The embedded writing engine: offline, deterministic, pure functions over the shared AI contracts.
 * Its folders in layers, bottom to top; a folder imports only from its own layer and those below
 * (.dependency-cruiser.cjs holds the rule):
 * 1. util: text, randomness, small tables
 * 2. banks: the hand-written word data (util only)
 * 3. phonetics: sounds: dictionary, overrides, syllables, stress, rhyme keys, rhyme grade, slant
 * 4. lexicon: word knowledge: frequency, the rhyme index, WordNet, meaning, meter, the toolbox
 * 4. language-model: the bigram and syntax models (util only; compose and above use it)
 * 5. vocabulary: the words the engine writes: line ends, common words, verb frames, idioms, vectors
 * 6. reading: the writer's text read
 * 7. conversation: a chat read (reading and below)
 * 8. compose: lines written (everything above, the language model included)
 * 9. form: a song's scheme, sections and meter (compose and below)
 * 10. tasks: autocomplete, chat, directors, title, prosody; no task imports another
 * 11. this file and turn/ (the chat turn), which may import the tasks
 */
export { type GradedRhyme, rhymeSetFor } from './autocomplete/ends';
export { autocomplete } from './autocomplete/index';
export { type FormTarget, formMisfit, formTarget, pickKeepingForm } from './autocomplete/keeps-form';
export { chat } from './chat/index';
export { openingOf, rankBySense, senseScore, varietyFilter } from './compose/variety';
export { storytellingDirector } from './directors/storytelling';
export { styleDirector } from './directors/style';
export { readForm } from './form/scheme';
export { strikesGrammar } from './language-model/grammar-check';
export { lookupWord, meter, searchWords } from './lexicon/index';
export { pronunciations } from './phonetics/dictionary';
export { type PronunciationOverrides, withPronunciations } from './phonetics/overrides';
export { type RhymeKind, rhymeKey, rhymes } from './phonetics/rhyme';
export { isIdenticalRhyme, RHYME_GRADE_FLOOR, rhymeGrade } from './phonetics/rhyme-grade';
export { lineStress, lineSyllables, wordStress, wordSyllables } from './phonetics/syllables';
export { prosody } from './prosody/index';
export { type NamedReferences, type NamedSong, namedReferences } from './reading/references';
export { title } from './title/index';
export { type ChatTurnOutput, chatTurn } from './turn/chat-turn';
export { withDraw } from './util/random';
export { lastWord, wordsOf } from './util/text';
export { NEVER as NEVER_WORDS } from './vocabulary/never-words';
