// The studio server's folder API as the page uses it (the contract: every call carries the run's
// key; revs are the server's hashes of a file's bytes). Calls never throw: a refusal or a lost
// connection comes back as an answer with a sentence, so the page can say what happened.

export interface FolderFile {
  path: string;
  rev: string;
  size: number;
  /** Over the server's limit: listed, never served. */
  tooLarge?: boolean;
}

export type Answer<T> = ({ ok: true } & T) | { ok: false; error: string };

/** A write's answer: written (its new rev), or the file on disk is not the one it was based on. */
export type PutAnswer =
  | { ok: true; rev: string }
  | { ok: false; conflict: { rev: string | null; text: string | null }; error: string }
  | { ok: false; error: string; conflict?: undefined };

/** A .json file under the folder was added, changed or removed (rev null). */
export interface FolderChange {
  path: string;
  rev: string | null;
}

export interface FolderApi {
  list(): Promise<Answer<{ root: string; files: FolderFile[] }>>;
  read(path: string): Promise<Answer<{ rev: string; text: string }>>;
  /** baseRev null creates the file, and is refused when it exists. */
  write(path: string, text: string, baseRev: string | null): Promise<PutAnswer>;
  remove(path: string, rev: string): Promise<Answer<object>>;
  /** Listens for changes until the returned function is called. */
  watch(onChange: (change: FolderChange) => void): () => void;
}
