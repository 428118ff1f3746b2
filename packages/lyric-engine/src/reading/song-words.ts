/** Words a writer uses about the song itself: style nouns, tempo, form, feel, and the cues that say so. */

/**
 * Nouns that make the genre word before them a style ("a rock edge", "a trap beat"), even a genre word
 * that is also an everyday word.
 */
export const STYLE_NOUNS =
  /^\s+(?:edge|sound|beat|beats|groove|vibe|vibes|energy|flavou?r|feel|style|jam|banger|record|tune|track|song|ballad|anthem|number)\b/;

/**
 * Genre words that are also everyday words ("I learned to rap", "solid rock"): a sentence with one of
 * them directs the song only with a cue; any other genre word is a direction on its own.
 */
export const AMBIGUOUS_GENRES = new Set([
  'brass band',
  'rap',
  'rock',
  'pop',
  'soul',
  'country',
  'metal',
  'folk',
  'blues',
  'classical',
  'indie',
  'alternative',
  'funk',
  'trance',
  'opera',
  'ambient',
  'cinematic',
  'synth',
  'drill',
  'swing',
  'dub',
  'chamber',
  'thrash',
  'trap',
  'grime',
  'punk',
  'polka',
  'funky',
  // Words a story uses for other things: read as a genre only in a sentence about the sound.
  'house',
  'surf',
  'lounge',
  'industrial',
  'doom',
  'worship',
  'hymn',
  'bounce',
  'rage',
  'jungle',
  'drone',
  'goth',
  'glam',
  'banda',
  'tango',
  'salsa',
  'soundtrack',
  'standards',
  'stride',
  'heartland',
  'prog',
  'alt',
  'oi',
  'cabaret',
  'broadway',
  'spoken word',
  'bar band',
  'juke joint',
  'gypsy',
  'minimalist',
]);

export const TEMPO_WORDS = [
  'slow',
  'fast',
  'uptempo',
  'mid-tempo',
  'waltz',
  'quiet',
  'soft',
  'stripped',
  'acoustic',
  'piano',
  'loud',
  'half time',
  'half-time',
  'double time',
  'double-time',
  'tempo change',
  'key change',
  'drop tuned',
  'drop-tuned',
];

/** Song forms and sections a writer asks for. */
export const FORM_WORDS = [
  'chorus',
  'verse',
  'bridge',
  'hook',
  'lullaby',
  'ballad',
  'anthem',
  'road song',
  'first dance',
  'sing along',
  'sing-along',
  'duet',
  'love song',
  'refrain',
  // "make it a chant we can yell at the council meeting": a form, not a genre.
  'chant',
];

/** How it should feel, said as an adjective about the song. */
export const FEEL_WORDS = [
  'grateful',
  'thankful',
  'bitter',
  'funny',
  'playful',
  'warm',
  'raw',
  'gritty',
  'honest',
  'tender',
  'hopeful',
  'dark',
  'light',
  'sweet',
  'heavy',
  'cheesy',
  'dramatic',
  'sad',
  'angry',
  'happy',
  'loud',
  'gentle',
  'intimate',
  'defiant',
  'proud',
  'peaceful',
  'haunting',
  'sentimental',
  'sappy',
  'preachy',
  'bright',
  'moody',
  'sparse',
];

/**
 * What the record is played and sung with: a part of a directing sentence naming one ("with a big choir
 * at the end", "just a guitar") is about the arrangement, not a thing in the story.
 */
/**
 * What a record is played with: the one list every reading of instruments uses (a sound's words, a
 * name that is no artist, a sentence about the song). Words a story uses for other things ("keys",
 * "brushes", "claps") are left out.
 */
export const INSTRUMENT =
  '(?:acoustic |electric |steel )?guitars?|(?:toy |upright )?pianos?|strings|drums|kick drum|fiddles?|banjos?|horns|synths?|(?:upright |walking )?bass|organ|hammond(?: organ| b-?3)?|rhodes|wurlitzer|mellotron|accordions?|concertinas?|music box|mandolins?|cellos?|violins?|ukuleles?|harmonicas?|saxophones?|sax|trumpets?|trombones?|tubas?|sousaphone|clarinets?|flutes?|oboe|bassoon|xylophone|marimba|vibraphone|bagpipes?|kazoo|tambourines?|harps?|dulcimer|harmonium|keyboards?|bongos|congas|dobro|autoharp|sitar|tabla|theremin|glockenspiel|celesta|melodica|cowbell|hand ?claps|whistling|pedal steel|lap steel|timpani|808s?';

/** Words that say a message is about how the record is played or made. */
export const ARRANGEMENT = new RegExp(
  `\\b(?:${INSTRUMENT}|choir|bass ?line|harmon(?:y|ies)|vocals?|a cappella|key change|outro|intro|production|reverb|mix|falsetto)\\b`,
  'i',
);

/** Words that say a sentence is about the song rather than the story. */
export const SONG_CUES =
  /\b(?:song|track|tune|want something|make (?:it|this)|write (?:it|this)|keep (?:it|this)|want (?:it|this)|should (?:be|sound|feel)|feel like a|sounds? like|in the style of|kind of like|sort of like|like an? \w+ (?:song|ballad|anthem)|person|tense|tempo|lines|chorus|verse|lullaby|ballad|anthem|vibe|feel)\b/i;

export const NEGATORS = new Set([
  'not',
  'no',
  'never',
  'nothing',
  "don't",
  "doesn't",
  "isn't",
  "wasn't",
  'without',
  'less',
]);
