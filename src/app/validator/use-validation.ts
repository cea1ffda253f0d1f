// Runs the model's import on the payload text. The textarea stays responsive because validation
// reads a deferred copy of the text: React renders the keystroke first and the verdict after.
// Each result carries the node keys of the one before, so an edit does not remount the preview.
import { useDeferredValue, useMemo, useState } from 'react';
import type { Doc, PayloadKind } from '../../model';
import type { PageImport } from '../page-import';
import { importTextForPage } from '../page-import';

export type KindChoice = 'detect' | PayloadKind;

export interface Validation {
  /** null while the text is blank: nothing to judge yet. */
  result: PageImport | null;
  errors: number;
  warnings: number;
  /** The shown result belongs to older text; a newer one is on its way. */
  stale: boolean;
}

const NOT_BLANK = /\S/;

export function useValidation(text: string, kind: KindChoice): Validation {
  const deferredText = useDeferredValue(text);
  const deferredKind = useDeferredValue(kind);
  // The last document imported; a holder made once, so reading it keeps the memo's inputs stable.
  const [keys] = useState(() => ({ last: null as Doc | null }));
  const validation = useMemo(() => {
    if (!NOT_BLANK.test(deferredText)) return { result: null, errors: 0, warnings: 0 };
    const result = importTextForPage(deferredText, {
      ...(deferredKind === 'detect' ? {} : { as: deferredKind }),
      keysFrom: keys.last,
    });
    keys.last = result.doc ?? keys.last;
    let errors = 0;
    for (const p of result.problems) if (p.severity === 'error') errors += 1;
    return { result, errors, warnings: result.problems.length - errors };
  }, [deferredText, deferredKind, keys]);
  return { ...validation, stale: deferredText !== text || deferredKind !== kind };
}
