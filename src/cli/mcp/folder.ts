// Reading a command file the agent names: only `.json` files inside the server's working folder,
// reached without `..`, absolute paths or symlinks that lead out. The file system is injected.
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { NotUtf8Error } from '../strict-read';
import { BadInput } from './result';

export interface Folder {
  /** The server's working folder, absolute. */
  root: string;
  readFile(path: string): Promise<string>;
  /** The path with every symlink followed (fs.realpath). */
  realpath(path: string): Promise<string>;
}

const inside = (root: string, path: string): boolean => {
  const rel = relative(root, path);
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
};

const reason = (err: unknown): string => {
  if (err instanceof NotUtf8Error) return err.message;
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'ENOENT') return 'there is no such file';
  if (code === 'EISDIR') return 'it is a folder';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return 'it cannot be read';
};

/** The text of `name` (relative to the folder); a BadInput says why when it may not be read. */
export async function readInFolder(folder: Folder, name: string): Promise<string> {
  const where = `the server's working folder (${folder.root})`;
  if (isAbsolute(name) || !inside(folder.root, resolve(folder.root, name)))
    throw new BadInput(
      `'${name}' is not inside ${where}: give a path relative to it, without '..'.`,
    );
  if (!/\.json$/i.test(name))
    throw new BadInput(`'${name}' is not a .json file: only JSON command files are read.`);
  let real: string;
  try {
    real = await folder.realpath(resolve(folder.root, name));
  } catch (err) {
    throw new BadInput(`Cannot read '${name}': ${reason(err)}.`);
  }
  // A symlink inside the folder may point anywhere; where it leads is what counts.
  const root = await folder.realpath(folder.root).catch(() => folder.root);
  if (!inside(root, real))
    throw new BadInput(`'${name}' leads outside ${where} through a symlink; it is not read.`);
  try {
    return await folder.readFile(real);
  } catch (err) {
    throw new BadInput(`Cannot read '${name}': ${reason(err)}.`);
  }
}
