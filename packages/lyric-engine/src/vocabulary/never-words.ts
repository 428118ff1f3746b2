/**
 * Common words we will not put at the end of anyone's line: the data scripts leave them out of every
 * generated word list and table (scripts/build-language-data.ts), and the tests check they stayed out.
 */
export const NEVER: ReadonlySet<string> = new Set(
  'nigger negro negroes fag faggot retard bitch whore slut dick cock pussy cunt fuck shit ass bastard damn hell god jesus christ'.split(
    ' ',
  ),
);
