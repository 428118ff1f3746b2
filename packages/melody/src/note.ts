/** One sung or hummed note. Times are seconds from the start of the memo. */
export type Note = {
  /** MIDI note number (60 = middle C). */
  pitch: number;
  start: number;
  end: number;
  /** RMS level over the note in dB below full scale (0 is full scale); louder is nearer 0. */
  loudness: number;
};

/** A run of notes between rests: what one line of lyrics is sung to. */
export type Phrase = {
  start: number;
  end: number;
  notes: Note[];
  /** One syllable per note. */
  syllables: number;
  /** One more for each held note, which a singer may stretch over two syllables. */
  syllablesMax: number;
  /** Indices into `notes` of the longer or louder notes, where stressed syllables belong. */
  strongBeats: number[];
};

/** A note as basic-pitch's note extraction gives it, before the melody is made monophonic. */
export type RawNote = {
  pitch: number;
  start: number;
  end: number;
  /** The model's mean frame activation over the note (0–1): how sure it is, not how loud. */
  confidence: number;
};
