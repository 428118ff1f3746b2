/** The writer's toolbox (issue 17): rhymes by kind, meanings from WordNet, and meter, for the word panel. */
export { lookupWord, type WordLookupInput } from './lookup';
export { type MeterInput, meter } from './meter';
export { searchWords, type WordSearchInput } from './search';
