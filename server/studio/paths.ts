// A path the page names, resolved inside the bot's folder or refused with a sentence. Paths are
// POSIX-style and relative; `..`, absolute paths, backslashes, NUL and anything whose real path
// (the file's, or its nearest existing parent's) lies outside the folder's real path are refused,
// so neither a crafted name nor a symlink can reach a file the person did not name.
import { lstat, realpath } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';

/** Folders the studio never lists, watches, reads or writes: dependencies, git and dot-folders. */
export function isSkippedFolder(name: string): boolean {
  return name === 'node_modules' || name.startsWith('.');
}

export type Resolved = { ok: true; file: string } | { ok: false; message: string };

/** Whether `file` is `root` or inside it (both real, absolute paths). */
export function isInside(root: string, file: string): boolean {
  const rel = relative(root, file);
  return (
    rel === '' ||
    (!rel.startsWith(`..${sep}`) && rel !== '..' && !rel.startsWith(sep) && !/^[A-Za-z]:/.test(rel))
  );
}

/** Checks the shape of a relative path, without touching the disk. */
export function pathShapeProblem(path: string): string | null {
  const shown = JSON.stringify(path);
  if (path === '')
    return 'The path is empty; name a file inside the folder, such as messages/welcome.json.';
  if (path.includes('\0')) return `The path ${shown} contains a NUL character.`;
  if (path.includes('\\')) return `The path ${shown} contains a backslash; use / between folders.`;
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path))
    return `The path ${shown} is absolute; name a file relative to the folder.`;
  const segments = path.split('/');
  if (segments.includes('..')) return `The path ${shown} leads out of the folder (..).`;
  if (segments.some((s) => s === '' || s === '.'))
    return `The path ${shown} has an empty or "." segment; write it as a plain relative path.`;
  const folder = segments.slice(0, -1).find(isSkippedFolder);
  if (folder !== undefined)
    return `The path ${shown} is inside ${JSON.stringify(folder)}, which the studio does not open.`;
  return null;
}

const exists = (p: string) =>
  lstat(p).then(
    () => true,
    () => false,
  );

/**
 * Resolves `path` to the real file to read or write inside `realRoot` (the folder's real path):
 * a symlink inside the folder is followed to its target, which must be inside too.
 */
export async function resolveInside(
  realRoot: string,
  path: string,
  forWrite: boolean,
): Promise<Resolved> {
  const problem = pathShapeProblem(path);
  if (problem) return { ok: false, message: problem };
  if (forWrite && !path.toLowerCase().endsWith('.json'))
    return {
      ok: false,
      message: `Only .json files are written; ${JSON.stringify(path)} is not one.`,
    };
  const joined = join(realRoot, ...path.split('/'));
  const outside: Resolved = {
    ok: false,
    message: `The path ${JSON.stringify(path)} leads out of the folder (through a symbolic link).`,
  };
  if (await exists(joined)) {
    let real: string;
    try {
      real = await realpath(joined);
    } catch {
      // A symlink whose target does not exist: writing would create a file wherever it points.
      return {
        ok: false,
        message: `The path ${JSON.stringify(path)} is a symbolic link to nothing.`,
      };
    }
    return checkReal(realRoot, real, path, forWrite) ?? { ok: true, file: real };
  }
  // A new file: its nearest existing parent decides where it would land.
  let parent = dirname(joined);
  while (!(await exists(parent)) && parent !== dirname(parent)) parent = dirname(parent);
  let realParent: string;
  try {
    realParent = await realpath(parent);
  } catch {
    return outside;
  }
  const file = join(realParent, relative(parent, joined));
  return checkReal(realRoot, file, path, forWrite) ?? { ok: true, file };
}

/** A refusal when the real path (after symlinks) is outside the folder or not something the path may be. */
function checkReal(
  realRoot: string,
  real: string,
  path: string,
  forWrite: boolean,
): Resolved | null {
  const shown = JSON.stringify(path);
  if (!isInside(realRoot, real))
    return {
      ok: false,
      message: `The path ${shown} leads out of the folder (through a symbolic link).`,
    };
  const rel = relative(realRoot, real).split(sep).join('/');
  if (rel === '' || pathShapeProblem(rel) !== null)
    return {
      ok: false,
      message: `The path ${shown} leads (through a symbolic link) to a place the studio does not open.`,
    };
  if (forWrite && !rel.toLowerCase().endsWith('.json'))
    return {
      ok: false,
      message: `The path ${shown} is a symbolic link to a file that is not .json; only .json files are written.`,
    };
  return null;
}
