// The fix actions a problem offers. They are needed only once there are problems, so they load
// with the validator (checks.ts), not with the first screen.
import { fieldNameFromPath, fixesFor } from '../../model';
import type { Doc, Fix, Problem } from '../../model';
import { formTarget } from './problem-fixes';

/**
 * The fixes to offer for a problem: its own (fixesFor), or, when no field can fix it either, the
 * removal of the field it is about, so that nothing is left without a way to fix it.
 */
export function fixesOf(doc: Doc, problem: Problem): Fix[] {
  const own = fixesFor(doc, problem);
  if (own.length > 0 || formTarget(doc, problem)) return own;
  const field = fieldNameFromPath(problem.path);
  if (field === '' || field === 'components') return [];
  return [
    {
      label: `Remove \`${field}\``,
      edit: { kind: 'remove-field', key: problem.nodeId ?? null, field },
    },
  ];
}
