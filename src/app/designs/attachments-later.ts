// The browser's store of attached files as the page opens it: its code (IndexedDB, the queue that
// keeps operations in order: attachments.ts) is a chunk of its own, loaded at the first call, which
// the editor makes when it is drawn (it lists the open design's files). So the first load carries
// none of it. A call made before the chunk is there waits for it, and calls still run in the order
// they were made; a failed load fails the calls waiting on it (as a refused IndexedDB does), and
// the next call loads again.
import { lazyModule } from '../../preview';
import type { AttachmentStore } from './attachment-store';

const code = lazyModule(() => import('./attachments'));

/** browserAttachments() of attachments.ts, its code loaded at the first call. */
export function browserAttachmentsLater(): AttachmentStore {
  let store: AttachmentStore | null = null;
  const opened = () => code.load().then((m) => (store ??= m.browserAttachments()));
  return {
    list: (id) => opened().then((s) => s.list(id)),
    put: (id, name, blob) => opened().then((s) => s.put(id, name, blob)),
    remove: (id, name) => opened().then((s) => s.remove(id, name)),
    removeDesign: (id) => opened().then((s) => s.removeDesign(id)),
    copyDesign: (from, to) => opened().then((s) => s.copyDesign(from, to)),
  };
}
