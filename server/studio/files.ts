// The bot's files on disk: their revisions, the listing, and writes that are atomic (a temporary
// file in the same folder, fsync, then a rename over the old one), so a reader, a watcher or a
// crash never sees half a file, and a failed write leaves the old file and no temporary behind.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Dirent } from 'node:fs';
import { mkdir, open, readdir, realpath, rename, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { isInside, isSkippedFolder } from './paths.ts';

/** Files larger than this are listed as tooLarge and never served. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** The listing stops here, so a folder with a huge tree still answers. */
export const MAX_LISTED_FILES = 10_000;

/** A file's revision: sha256 of its bytes, hex, first 16 characters. */
export function revOf(bytes: Buffer | string): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 16);
}

/** The revision of a file of any size, read as a stream. */
export async function revOfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex').slice(0, 16);
}

export interface ListedFile {
  path: string;
  rev: string | null;
  size: number;
  tooLarge?: true;
  /** Why the file could not be read (then rev is null). */
  error?: string;
}

/** Every `*.json` file under the folder, sorted by path; skips node_modules, .git, dot-folders and symlinks out. */
export async function listFolder(realRoot: string): Promise<ListedFile[]> {
  const found: { path: string; file: string }[] = [];
  const walk = async (dir: string, prefix: string): Promise<void> => {
    let entries: Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return; // An unreadable folder lists as empty.
    }
    for (const entry of entries) {
      if (found.length >= MAX_LISTED_FILES) return;
      const path = prefix + entry.name;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!isSkippedFolder(entry.name)) await walk(full, `${path}/`);
      } else if (entry.name.toLowerCase().endsWith('.json')) {
        // A symlinked file counts when it leads to a file inside the folder; symlinked folders
        // are not walked (they could lead out, or in circles).
        if (entry.isSymbolicLink()) {
          const real = await realpath(full).catch(() => null);
          if (!real || !isInside(realRoot, real)) continue;
          if (!(await stat(real).catch(() => null))?.isFile()) continue;
        } else if (!entry.isFile()) continue;
        found.push({ path, file: full });
      }
    }
  };
  await walk(realRoot, '');
  found.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return Promise.all(found.map(({ path, file }) => describe(path, file)));
}

async function describe(path: string, file: string): Promise<ListedFile> {
  try {
    const { size } = await stat(file);
    const rev = await revOfFile(file);
    return size > MAX_FILE_BYTES ? { path, rev, size, tooLarge: true } : { path, rev, size };
  } catch (error) {
    return { path, rev: null, size: 0, error: `The file could not be read (${codeOf(error)}).` };
  }
}

export type ReadResult =
  | { ok: true; bytes: Buffer; rev: string }
  | { ok: false; missing: true }
  | { ok: false; missing: false; tooLarge: boolean; reason: string };

/** Reads a file whole (up to MAX_FILE_BYTES) with its revision. */
export async function readWithRev(file: string): Promise<ReadResult> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return { ok: false, missing: true };
    return { ok: false, missing: false, tooLarge: false, reason: codeOf(error) };
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) return { ok: false, missing: false, tooLarge: false, reason: 'not a file' };
    if (info.size > MAX_FILE_BYTES)
      return { ok: false, missing: false, tooLarge: true, reason: 'larger than 5 MB' };
    const bytes = await handle.readFile();
    return { ok: true, bytes, rev: revOf(bytes) };
  } catch (error) {
    return { ok: false, missing: false, tooLarge: false, reason: codeOf(error) };
  } finally {
    await handle.close();
  }
}

/** Writes `text` to `file` atomically, keeping an existing file's mode; creates missing parent folders. */
export async function writeAtomic(file: string, text: string): Promise<void> {
  const dir = dirname(file);
  await mkdir(dir, { recursive: true });
  const mode = await stat(file).then(
    (s) => s.mode & 0o777,
    () => undefined,
  );
  const temp = join(dir, `.${basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  let handle;
  try {
    handle = await open(temp, 'wx', mode ?? 0o666);
    await handle.writeFile(text, 'utf8');
    if (mode !== undefined) await handle.chmod(mode);
    await handle.sync();
    await handle.close();
    handle = undefined;
    await rename(temp, file);
  } catch (error) {
    await handle?.close().catch(() => {});
    await unlink(temp).catch(() => {});
    throw error;
  }
  // The rename itself is durable once the folder is synced; not every platform can open a folder.
  const folder = await open(dir, 'r').catch(() => null);
  await folder?.sync().catch(() => {});
  await folder?.close();
}

/** An error's code (ENOENT, EACCES…), never its message, which quotes paths outside the folder. */
export function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'error';
}
