/** The embedded writing engine: offline, deterministic, pure functions over the shared AI contracts. */

export { type GradedRhyme, rhymeSetFor } from './autocomplete/ends';
export { autocomplete } from './autocomplete/index';
export { type FormTarget, formMisfit, formTarget, pickKeepingForm } from './autocomplete/keeps-form';
export { chat } from './chat/index';
export { openingOf, rankBySense, senseScore, varietyFilter } from './compose/variety';
export { storytellingDirector } from './directors/storytelling';
export { styleDirector } from './directors/style';
export { readForm } from './form/scheme';
export { strikesGrammar } from './language-model/grammar-check';
export { lookupWord, meter, rhymeTable, searchWords } from './lexicon/index';
export { pronunciations } from './phonetics/dictionary';
export { type PronunciationOverrides, withPronunciations } from './phonetics/overrides';
export { type RhymeKind, rhymeKey, rhymes } from './phonetics/rhyme';
export { isIdenticalRhyme, RHYME_GRADE_FLOOR, rhymeGrade } from './phonetics/rhyme-grade';
export { lineStress, lineSyllables, wordStress, wordSyllables } from './phonetics/syllables';
export { prosody } from './prosody';
export { type NamedReferences, type NamedSong, namedReferences } from './reading/references';
export { title } from './title';
export { withDraw } from './util/random';
export { lastWord, wordsOf } from './util/text';
export { NEVER as NEVER_WORDS } from './vocabulary/never-words';
