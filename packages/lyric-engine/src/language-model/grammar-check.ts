import { breaksGrammar } from './clauses';
import { readSyntax } from './syntax';

/**
 * Whether the grammar check the line builder applies to its own lines strikes this one (two verbs
 * of one clause with nothing joining them, a plural subject beside a singular verb): the same bar
 * for lines a language model writes.
 */
export function strikesGrammar(line: string): boolean {
  return breaksGrammar(readSyntax(line).tags);
}
