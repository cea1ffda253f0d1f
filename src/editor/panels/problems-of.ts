// validate(doc) once per document version, shared by the problems panel and the inspector, and
// the fixes each problem offers. Validation brings zod with it, so it loads on its own after the
// editor is usable: until then `problemsOf` answers null and the panels say they are checking.
import type { Doc, Fix, Problem } from '../../model';
import { lazyModule } from '../../preview';

const checks = lazyModule(() => import('./checks'));

/** Loads the validator (and the fixes) once; every caller gets the same promise. */
export const loadValidator = checks.load;

const cache = new WeakMap<Doc, readonly Problem[]>();

/** Every problem of this document version, or null until the validator has loaded. */
export function problemsOf(doc: Doc): readonly Problem[] | null {
  const validate = checks.get()?.validate;
  if (!validate) return null;
  let problems = cache.get(doc);
  if (!problems) {
    try {
      problems = validate(doc);
    } catch (error) {
      // validate() is total over documents the editor builds; this keeps a bug from blanking the page.
      problems = [
        {
          path: '$',
          severity: 'error',
          code: 'validator-crashed',
          message: `The validator failed on this design: ${String(error)}`,
        },
      ];
    }
    cache.set(doc, problems);
  }
  return problems;
}

/** The fixes a problem of this document offers ([] until the validator has loaded). */
export function problemFixes(doc: Doc, problem: Problem): Fix[] {
  return checks.get()?.fixesOf(doc, problem) ?? [];
}

/** True once the validator has loaded (asking for it when the browser is idle); components listing problems re-render then. */
export function useValidatorReady(): boolean {
  return checks.useLoaded() !== null;
}
