// validate(doc) once per document version, shared by the problems panel and the inspector.
// Validation brings zod with it, so it loads on its own after the editor is usable: until then
// `problemsOf` answers null and the panels say they are checking.
import { useEffect, useSyncExternalStore } from 'react';
import type { Doc, Problem } from '../../model';

type Validate = (doc: Doc) => Problem[];

let validator: Validate | null = null;
let loading: Promise<Validate> | null = null;
const listeners = new Set<() => void>();

/** Loads the validator once; every caller gets the same promise. */
export function loadValidator(): Promise<Validate> {
  loading ??= import('../../model/validate').then((m) => {
    validator = m.validate;
    for (const listener of listeners) listener();
    return m.validate;
  });
  return loading;
}

const cache = new WeakMap<Doc, readonly Problem[]>();

/** Every problem of this document version, or null until the validator has loaded. */
export function problemsOf(doc: Doc): readonly Problem[] | null {
  if (!validator) return null;
  let problems = cache.get(doc);
  if (!problems) {
    try {
      problems = validator(doc);
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

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const ready = () => validator !== null;

/** True once the validator has loaded (asking for it); components listing problems re-render then. */
export function useValidatorReady(): boolean {
  useEffect(() => {
    // When the browser is idle: the first screen's JavaScript stays without zod.
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => void loadValidator(), { timeout: 500 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(() => void loadValidator(), 0);
    return () => clearTimeout(id);
  }, []);
  return useSyncExternalStore(subscribe, ready, ready);
}
