import type { Term, TermKind } from './repository/termRepository.ts';

/** The contract's JSON of a term: categories always carry a description, tags never do. */
export function termJson(kind: TermKind, term: Term) {
  const { id, name, slug } = term;
  return kind === 'category' ? { id, name, slug, description: term.description ?? '' } : { id, name, slug };
}
