// Files attached to designs, kept in IndexedDB by design id and file name (localStorage is too
// small for pictures). Where IndexedDB is missing, they are kept in memory for the tab's life.
// The page loads this code right after its first frame (attachments-later.ts).
import type { AttachmentStore } from './attachment-store';
import { ATTACHMENTS_DB } from './format';

export type { AttachmentStore, StoredFile } from './attachment-store';
export { uniqueAttachmentName } from './attachment-store';

export function memoryAttachments(): AttachmentStore {
  const designs = new Map<string, Map<string, Blob>>();
  const of = (id: string) => {
    let files = designs.get(id);
    if (!files) designs.set(id, (files = new Map()));
    return files;
  };
  return {
    list: async (id) => [...of(id)].map(([name, blob]) => ({ name, blob })),
    put: async (id, name, blob) => void of(id).set(name, blob),
    remove: async (id, name) => void of(id).delete(name),
    removeDesign: async (id) => void designs.delete(id),
    copyDesign: async (from, to) => void designs.set(to, new Map(of(from))),
  };
}

const FILES = 'files';
const BY_DESIGN = 'byDesign';

interface FileRecord {
  designId: string;
  name: string;
  blob: Blob;
}

const done = (request: IDBRequest | IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    if ('oncomplete' in request) {
      request.oncomplete = () => resolve();
      request.onabort = () => reject(request.error ?? new Error('The transaction was aborted.'));
    } else {
      request.onsuccess = () => resolve();
    }
    request.onerror = () => reject(request.error ?? new Error('IndexedDB failed.'));
  });

export function indexedDbAttachments(factory: IDBFactory): AttachmentStore {
  let db: Promise<IDBDatabase> | null = null;
  const open = () =>
    (db ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(ATTACHMENTS_DB, 1);
      request.onupgradeneeded = () => {
        const store = request.result.createObjectStore(FILES, { keyPath: ['designId', 'name'] });
        store.createIndex(BY_DESIGN, 'designId');
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB cannot be opened.'));
    }));
  const records = async (designId: string): Promise<FileRecord[]> => {
    const tx = (await open()).transaction(FILES, 'readonly');
    const request = tx.objectStore(FILES).index(BY_DESIGN).getAll(designId);
    await done(request);
    return request.result as FileRecord[];
  };
  const write = async (change: (files: IDBObjectStore) => void) => {
    const tx = (await open()).transaction(FILES, 'readwrite');
    change(tx.objectStore(FILES));
    await done(tx);
  };
  return {
    list: async (id) => (await records(id)).map(({ name, blob }) => ({ name, blob })),
    put: (designId, name, blob) => write((files) => files.put({ designId, name, blob })),
    remove: (id, name) => write((files) => files.delete([id, name])),
    removeDesign: async (id) => {
      const names = (await records(id)).map((r) => r.name);
      await write((files) => names.forEach((name) => files.delete([id, name])));
    },
    copyDesign: async (from, to) => {
      const list = await records(from);
      await write((files) => list.forEach((r) => files.put({ ...r, designId: to })));
    },
  };
}

/**
 * The store with its operations run one after another, in the order they were asked for: a design
 * opened right after it was duplicated lists its files only once the copy is done.
 */
export function inOrder(store: AttachmentStore): AttachmentStore {
  let last: Promise<unknown> = Promise.resolve();
  const queue =
    <A extends unknown[], R>(op: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      const next = last.then(
        () => op(...args),
        () => op(...args),
      );
      last = next.catch(() => undefined);
      return next;
    };
  return {
    list: queue(store.list),
    put: queue(store.put),
    remove: queue(store.remove),
    removeDesign: queue(store.removeDesign),
    copyDesign: queue(store.copyDesign),
  };
}

/** IndexedDB when the browser offers it, memory otherwise; operations in order. */
export function browserAttachments(): AttachmentStore {
  try {
    if (typeof indexedDB !== 'undefined') return inOrder(indexedDbAttachments(indexedDB));
  } catch {
    // Some privacy modes throw on touching indexedDB at all.
  }
  return inOrder(memoryAttachments());
}
