/** `words` words in lines of eight and stanzas of four lines. */
export declare function lyricsOf(words: number, seed: number): string;
