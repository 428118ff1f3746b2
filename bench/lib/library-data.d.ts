export declare const COMMON_WORD = 'midnight';
export declare const RARE_WORD = 'tambourine';
export declare function titleCode(n: number): string;
export type LibraryEntry = {
  title: string;
  lyrics: string;
};
export declare const libraryEntries: (count: number, words?: number) => LibraryEntry[];
/** Both databases' clients answer `query(text, params)`. */
export type SqlClient = {
  query: (text: string, params: unknown[]) => Promise<unknown>;
};
/**
 * Stores the entries as the writer's sessions in one INSERT ... SELECT (seconds, where ten thousand
 * POSTs would take minutes), the first entry saved last so the library lists them in entry order.
 */
export declare function seedLibrary(
  db: SqlClient,
  userId: string,
  entries: readonly LibraryEntry[],
): Promise<void>;
