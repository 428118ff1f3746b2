/** The settings preview's four lines: an ABAB stanza, so both markers have something to show. */
export const SAMPLE_LINES = [
  'City lights are fading into gray',
  'I hold the silence like a song',
  'Tomorrow finds a better way',
  'The night was never really long',
] as const;
