// A design file: a stored design kept as a file (a design moved from another browser, the JSON
// files of a bot's repository). It opens through restoreDesign like every stored design, and comes
// out as an import does, so that the pages and the command line treat it as they treat a payload.
import type { ImportResult } from '../payload/import';
import { hasErrors } from '../rules/problems';
import { validate } from '../rules/validate';
import { restoreDesign } from './restore';

/** A design file's design, checked as a payload is, or a problem saying why it cannot open. */
export function importDesignFile(value: unknown): ImportResult {
  const restored = restoreDesign(value);
  if (!restored.ok) {
    const code = restored.newer ? 'newer-design-file' : 'damaged-design-file';
    const problem = { path: '$', severity: 'error' as const, code, message: restored.reason };
    return { doc: null, kind: null, envelope: null, problems: [problem], valid: false };
  }
  const { doc } = restored.value;
  const problems = validate(doc);
  const kind = doc.surface === 'commands' ? doc.envelope : doc.surface;
  return { doc, kind, envelope: doc.envelope, problems, valid: !hasErrors(problems) };
}
