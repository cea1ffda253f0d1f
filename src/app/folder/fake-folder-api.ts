// An in-memory folder behind the FolderApi, for unit tests: files by path, revs that change with
// the text, a change made "on disk" (disk()) reported to watchers as the server's events are, and
// a record of every write so a test can say that nothing was written.
import type { Answer, FolderApi, FolderChange, PutAnswer } from './folder-api';

const revOf = (text: string): string => {
  let hash = 5381;
  for (let i = 0; i < text.length; i += 1) hash = (hash * 33 + text.charCodeAt(i)) >>> 0;
  return `${hash.toString(16)}-${text.length}`;
};

export class FakeFolderApi implements FolderApi {
  readonly files = new Map<string, string>();
  readonly writes: { path: string; text: string; baseRev: string | null }[] = [];
  readonly removals: string[] = [];
  private readonly watchers = new Set<(change: FolderChange) => void>();

  constructor(files: Record<string, string> = {}) {
    for (const [path, text] of Object.entries(files)) this.files.set(path, text);
  }

  rev(path: string): string | null {
    const text = this.files.get(path);
    return text === undefined ? null : revOf(text);
  }

  /** Another program changes a file (undefined removes it); watchers hear of it. */
  disk(path: string, text: string | undefined): void {
    if (text === undefined) this.files.delete(path);
    else this.files.set(path, text);
    this.tell(path);
  }

  list() {
    const files = [...this.files.keys()].sort().map((path) => ({
      path,
      rev: this.rev(path)!,
      size: this.files.get(path)!.length,
    }));
    return Promise.resolve({ ok: true as const, root: 'bot', files });
  }

  read(path: string): Promise<Answer<{ rev: string; text: string }>> {
    const text = this.files.get(path);
    if (text === undefined) return Promise.resolve({ ok: false, error: `${path} does not exist.` });
    return Promise.resolve({ ok: true, rev: revOf(text), text });
  }

  write(path: string, text: string, baseRev: string | null): Promise<PutAnswer> {
    const rev = this.rev(path);
    if (rev !== baseRev)
      return Promise.resolve({
        ok: false,
        error: `${path} changed on disk.`,
        conflict: { rev, text: this.files.get(path) ?? null },
      });
    this.writes.push({ path, text, baseRev });
    this.files.set(path, text);
    this.tell(path);
    return Promise.resolve({ ok: true, rev: revOf(text) });
  }

  remove(path: string, rev: string): Promise<Answer<object>> {
    if (this.rev(path) !== rev)
      return Promise.resolve({ ok: false, error: `${path} changed on disk.` });
    this.files.delete(path);
    this.removals.push(path);
    this.tell(path);
    return Promise.resolve({ ok: true });
  }

  watch(onChange: (change: FolderChange) => void): () => void {
    this.watchers.add(onChange);
    return () => this.watchers.delete(onChange);
  }

  private tell(path: string): void {
    const change = { path, rev: this.rev(path) };
    for (const watcher of this.watchers) watcher(change);
  }
}
