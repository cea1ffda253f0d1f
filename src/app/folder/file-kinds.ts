// What a file of the bot's folder holds, read with the model's importer (the same detection the
// Import dialog and the CLI use): a design the editor opens (message, modal, command, command
// set), a permissions body, JSON that is not a design, or text that is not JSON at all (with the
// line and column where it breaks). And whether a name can be a new design's file.
import { importJsonText, parseJson } from '../../model';
import type { Doc, PayloadKind } from '../../model';

export type FileKind =
  { kind: 'design'; label: string; doc: Doc } | { kind: 'other'; label: string; reason: string };

const LABELS: Record<PayloadKind, string> = {
  message: 'message',
  modal: 'modal',
  command: 'command',
  commands: 'command set',
  permissions: 'permissions',
};

/** What `text` holds; `keysFrom` is the document it replaces (its node keys carry over). */
export function fileKind(text: string, keysFrom: Doc | null = null): FileKind {
  const parsed = parseJson(text);
  if (!parsed.ok) return { kind: 'other', label: 'not JSON', reason: parsed.problem.message };
  const result = importJsonText(text, { keysFrom });
  if (result.kind === 'permissions')
    return {
      kind: 'other',
      label: 'permissions',
      reason: result.valid
        ? 'A command permissions body: check it with `component-studio validate`; the designer does not edit it.'
        : result.problems.map((p) => `${p.path}: ${p.message}`).join(' '),
    };
  if (!result.doc || result.kind === null)
    return {
      kind: 'other',
      label: 'not a design',
      reason: result.problems[0]?.message ?? 'Not a message, a modal or commands.',
    };
  return { kind: 'design', label: LABELS[result.kind], doc: result.doc };
}

// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const FORBIDDEN = /[<>:"|?*\\\u0000-\u001f]/;

/** A new file's path from what the person typed (`.json` added), or why it cannot be one. */
export function newFilePath(
  typed: string,
  taken: readonly string[],
): { ok: true; path: string } | { ok: false; reason: string } {
  const name = typed.trim();
  if (name === '') return { ok: false, reason: 'Give the file a name.' };
  const path = name.toLowerCase().endsWith('.json') ? name : `${name}.json`;
  if (path.includes('..')) return { ok: false, reason: 'A file name cannot contain “..”.' };
  if (path.startsWith('/'))
    return { ok: false, reason: 'The name is a path inside the folder: no leading “/”.' };
  if (FORBIDDEN.test(path))
    return { ok: false, reason: 'A file name cannot hold \\ < > : " | ? * or control characters.' };
  const parts = path.split('/');
  if (parts.some((p) => p === '' || p.startsWith('.') || p === 'node_modules'))
    return { ok: false, reason: 'Each part of the path needs a name, not starting with “.”.' };
  if (taken.some((t) => t.toLowerCase() === path.toLowerCase()))
    return { ok: false, reason: `${path} exists already.` };
  return { ok: true, path };
}

/** `dir/name copy.json`, or `dir/name copy 2.json`…, whichever is not taken. */
export function copyPath(path: string, taken: readonly string[]): string {
  const base = path.replace(/\.json$/i, '');
  let candidate = `${base} copy.json`;
  for (let n = 2; taken.includes(candidate); n += 1) candidate = `${base} copy ${n}.json`;
  return candidate;
}
