// The bot's folder as the designs list: its design files open as the manager's designs (one
// DesignManager, the same rules as for other tabs), each save is written back to its file (the
// payload laid out like the file, and only when it differs from what the file holds), what
// changes on disk is heard and taken or asked about, and the other JSON files are listed with
// what they are. A file is written only with the person's own edits; a refused write (409) is a
// conflict, never a retry over the other copy.
import { createStore } from 'zustand/vanilla';
import { formatLike, holdsValue, toPayload } from '../../model';
import type { Doc } from '../../model';
import { DesignManager } from '../designs/design-manager';
import type { DesignManagerOptions } from '../designs/design-manager';
import { copyPath, fileKind } from './file-kinds';
import type { FolderApi, FolderChange } from './folder-api';

/** A JSON file of the folder that is not opened as a design, with what it is and why not. */
export interface OtherFile {
  path: string;
  label: string;
  reason: string;
}

export interface FolderState {
  root: string;
  /** What each design's file holds (message, modal, command set…), by design id. */
  labels: Readonly<Record<string, string>>;
  others: readonly OtherFile[];
  /** The last write or listing that failed, in a sentence; null once one works. */
  error: string | null;
}

/** A design's file: where it is and what the page last knew of it on disk. */
interface DesignFile {
  path: string;
  /** null: not on disk (yet). */
  rev: string | null;
  text: string | null;
  /** Whose layout a new file follows (a copy follows its original). */
  like: string;
  busy: boolean;
  /** A save that came while one was being written, written after it. */
  again: Doc | null;
  /** A save the server did not take (unreachable, refused): kept for retry(). */
  failed: Doc | null;
  /** A change was heard while writing: read the file again after. */
  heard: boolean;
}

const fileAt = (
  path: string,
  rev: string | null,
  text: string | null,
  like: string,
): DesignFile => ({ path, rev, text, like, busy: false, again: null, failed: null, heard: false });

/** A design file as the folder was read. */
interface OpenedFile {
  path: string;
  rev: string;
  text: string;
  label: string;
  doc: Doc;
}

const ELSEWHERE = { saved: 'on disk', theirs: 'the file on disk' };

export class FolderDesigns {
  readonly state = createStore<FolderState>()(() => ({
    root: '',
    labels: {},
    others: [],
    error: null,
  }));
  readonly manager: DesignManager;
  private readonly files = new Map<string, DesignFile>();
  private readonly texts = new Map<string, { rev: string; text: string }>();
  private stopWatching: () => void = () => {};
  private count = 0;

  private constructor(
    private readonly api: FolderApi,
    designs: OpenedFile[],
    options: Partial<DesignManagerOptions>,
  ) {
    const opened = designs.map((d) => {
      const id = this.newId(d.path);
      this.files.set(id, fileAt(d.path, d.rev, d.text, d.text));
      return { id, name: d.path, doc: d.doc };
    });
    this.manager = new DesignManager({
      local: null,
      session: null,
      ...options,
      source: {
        designs: opened,
        write: (id, r) => void this.write(id, r.doc),
        elsewhere: ELSEWHERE,
      },
      onRemoved: (id) => void this.removed(id),
      onDuplicated: (from, to) => this.copied(from, to),
    });
    const labels = Object.fromEntries(designs.map((d, i) => [opened[i]!.id, d.label]));
    this.state.setState({ labels });
  }

  /** Lists and reads the folder, then opens its designs; a sentence when it cannot. */
  static async open(
    api: FolderApi,
    options: Partial<DesignManagerOptions> = {},
  ): Promise<FolderDesigns | string> {
    const listing = await api.list();
    if (!listing.ok) return listing.error;
    const designs: OpenedFile[] = [];
    const others: OtherFile[] = [];
    const texts: [string, { rev: string; text: string }][] = [];
    const read = await Promise.all(
      listing.files.map(async (f) =>
        f.tooLarge
          ? ({ ok: false, error: 'Over 5 MB: the studio does not open it.' } as const)
          : api.read(f.path),
      ),
    );
    listing.files.forEach((f, i) => {
      const file = read[i]!;
      if (!file.ok) return others.push({ path: f.path, label: 'unreadable', reason: file.error });
      const kind = fileKind(file.text);
      if (kind.kind === 'design') return designs.push({ path: f.path, ...file, ...kind });
      texts.push([f.path, file]);
      return others.push({ path: f.path, label: kind.label, reason: kind.reason });
    });
    const folder = new FolderDesigns(api, designs, options);
    for (const [path, file] of texts) folder.texts.set(path, file);
    folder.state.setState({ root: listing.root, others });
    folder.stopWatching = api.watch((change) => void folder.heard(change));
    return folder;
  }

  /** Every path the folder has, designs and other files (for new names). */
  paths(): string[] {
    return [
      ...[...this.files.values()].map((f) => f.path),
      ...this.state.getState().others.map((o) => o.path),
    ];
  }

  /** A new design in a new file (the path checked by newFilePath), opened. */
  create(path: string, doc: Doc, label: string): string {
    const id = this.manager.create(path, doc);
    this.files.set(id, fileAt(path, null, null, ''));
    this.label(id, label);
    // Opening it saved already (before its file was known): it is written now.
    void this.write(id, doc);
    return id;
  }

  /** A file that is not a design, as it is on disk (null when it could not be read). */
  textOf(path: string): string | null {
    return this.texts.get(path)?.text ?? null;
  }

  /** Writes the person's own edit of a file that is not a design (valid JSON only). */
  async saveOther(path: string, text: string): Promise<string | null> {
    const known = this.texts.get(path);
    if (!known) return `${path} is not known.`;
    const answer = await this.api.write(path, text, known.rev);
    if (!answer.ok) return answer.error;
    this.texts.set(path, { rev: answer.rev, text });
    await this.heard({ path, rev: answer.rev }, true);
    return null;
  }

  dispose(): void {
    this.stopWatching();
    this.manager.dispose();
  }

  private newId(path: string): string {
    this.count += 1;
    return `file${this.count}:${path}`;
  }

  private label(id: string, label: string | null): void {
    const labels = { ...this.state.getState().labels };
    if (label === null) delete labels[id];
    else labels[id] = label;
    this.state.setState({ labels });
  }

  private setOther(path: string, other: OtherFile | null): void {
    const others = this.state.getState().others.filter((o) => o.path !== path);
    if (other) others.push(other);
    others.sort((a, b) => (a.path < b.path ? -1 : 1));
    this.state.setState({ others });
  }

  private idOf(path: string): string | undefined {
    for (const [id, file] of this.files) if (file.path === path) return id;
    return undefined;
  }

  /** The manager hands over a design with edits: its file is written when it differs. */
  private async write(id: string, doc: Doc): Promise<void> {
    const file = this.files.get(id);
    if (!file) return; // A design with no file (the blank one after the last is deleted).
    if (file.busy) {
      file.again = doc;
      return;
    }
    const payload = toPayload(doc);
    if (file.text !== null && holdsValue(file.text, payload)) return;
    const text = formatLike(file.text ?? file.like, payload);
    file.busy = true;
    const answer = await this.api.write(file.path, text, file.rev);
    file.busy = false;
    if (answer.ok) {
      Object.assign(file, { rev: answer.rev, text, like: text });
      if (this.state.getState().error !== null) this.state.setState({ error: null });
    } else if (answer.conflict) {
      const disk = answer.conflict;
      Object.assign(file, { rev: disk.rev, text: disk.text, again: null });
      const theirs = disk.text === null ? null : fileKind(disk.text, doc);
      // Gone from disk: the person's edits make it again. Anything else is theirs to choose.
      if (theirs === null) return this.write(id, doc);
      if (theirs.kind === 'design') this.manager.heard.conflict(id, theirs.doc);
      else this.state.setState({ error: `${file.path} changed on disk: ${theirs.reason}` });
    } else {
      file.failed = doc;
      this.state.setState({ error: answer.error });
    }
    const again = file.again;
    file.again = null;
    if (again) await this.write(id, again);
    if (file.heard) {
      file.heard = false;
      await this.heard({ path: file.path, rev: 'unknown' });
    }
  }

  /** Tries again the writes that failed. */
  retry(): void {
    for (const [id, file] of this.files) {
      const doc = file.failed;
      file.failed = null;
      if (doc) void this.write(id, doc);
    }
  }

  /** A change on disk: taken, asked about (edits here), or listed. */
  private async heard(change: FolderChange, force = false): Promise<void> {
    const { path } = change;
    const id = this.idOf(path);
    const file = id === undefined ? undefined : this.files.get(id);
    if (file?.busy) {
      file.heard = true;
      return;
    }
    if (!force && change.rev !== null && change.rev === (file?.rev ?? this.texts.get(path)?.rev))
      return;
    const read = change.rev === null ? null : await this.api.read(path);
    if (read === null || !read.ok) return this.gone(path);
    if (file && read.rev === file.rev) return;
    const doc =
      id === undefined ? null : (this.manager.documents().find((d) => d.id === id)?.doc ?? null);
    const kind = fileKind(read.text, doc);
    if (kind.kind === 'design') {
      this.texts.delete(path);
      this.setOther(path, null);
      if (id !== undefined && file) {
        Object.assign(file, { rev: read.rev, text: read.text, like: read.text });
        this.label(id, kind.label);
        this.manager.heard.saved(id, kind.doc);
      } else {
        const fresh = this.newId(path);
        this.files.set(fresh, fileAt(path, read.rev, read.text, read.text));
        this.label(fresh, kind.label);
        this.manager.heard.joined(fresh, path, kind.doc);
      }
      return;
    }
    if (id !== undefined && file) {
      Object.assign(file, { rev: read.rev, text: read.text });
      this.manager.heard.deleted(id);
      if (this.manager.getSnapshot().designs.some((d) => d.id === id)) return;
      this.files.delete(id);
      this.label(id, null);
    }
    this.texts.set(path, read);
    this.setOther(path, { path, label: kind.label, reason: kind.reason });
  }

  /** The file was removed on disk: its design leaves, unless the page has edits to it. */
  private gone(path: string): void {
    this.texts.delete(path);
    this.setOther(path, null);
    const id = this.idOf(path);
    const file = id === undefined ? undefined : this.files.get(id);
    if (id === undefined || !file) return;
    Object.assign(file, { rev: null, text: null });
    this.manager.heard.deleted(id);
    if (this.manager.getSnapshot().designs.some((d) => d.id === id)) return;
    this.files.delete(id);
    this.label(id, null);
  }

  /** The person deleted a design (after being asked): its file goes, if it is as they saw it. */
  private async removed(id: string): Promise<void> {
    const file = this.files.get(id);
    this.files.delete(id);
    this.label(id, null);
    if (!file || file.rev === null) return;
    const answer = await this.api.remove(file.path, file.rev);
    if (!answer.ok) this.state.setState({ error: answer.error });
  }

  /** A copy (Duplicate, or Keep mine as a copy) is a new file beside its original. */
  private copied(from: string, to: string): void {
    const original = this.files.get(from);
    if (!original) return;
    const path = copyPath(original.path, this.paths());
    const like = original.text ?? original.like;
    this.files.set(to, fileAt(path, null, null, like));
    this.label(to, this.state.getState().labels[from] ?? null);
    this.manager.rename(to, path);
  }
}
