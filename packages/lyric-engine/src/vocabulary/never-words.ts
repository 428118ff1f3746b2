/**
 * Common words we will not put at the end of anyone's line: the data scripts leave them out of every
 * generated word list and table (scripts/build-language-data.ts), and the tests check they stayed out.
 * Slurs, curses and holy names; and slavery and suicide, which no suggestion should bring up unasked
 * ("and I think about the slave" was one rhyme away).
 */
export const NEVER: ReadonlySet<string> = new Set(
  'nigger negro negroes fag faggot retard bitch whore slut dick cock pussy cunt fuck shit ass bastard damn hell god jesus christ slave slaves slavery suicide'.split(
    ' ',
  ),
);
