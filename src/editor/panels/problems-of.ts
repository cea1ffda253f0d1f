// validate(doc) once per document version: the problems panel, and anything else that lists
// problems, share the answer.
import { validate } from '../../model';
import type { Doc, Problem } from '../../model';

const cache = new WeakMap<Doc, readonly Problem[]>();

/** Every problem of this document version (computed once per version). */
export function problemsOf(doc: Doc): readonly Problem[] {
  let problems = cache.get(doc);
  if (!problems) {
    problems = validate(doc);
    cache.set(doc, problems);
  }
  return problems;
}
