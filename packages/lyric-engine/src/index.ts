/** The embedded writing engine: offline, deterministic, pure functions over the shared AI contracts. */
export { autocomplete } from './autocomplete/index';
export { chat } from './chat/index';
export { storytellingDirector } from './directors/storytelling';
export { styleDirector } from './directors/style';
export { pronunciations } from './phonetics/dictionary';
export { type RhymeKind, rhymeKey, rhymes } from './phonetics/rhyme';
export { lineStress, lineSyllables, wordStress, wordSyllables } from './phonetics/syllables';
export { prosody } from './prosody';
export { title } from './title';
