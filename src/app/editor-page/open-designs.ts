// The designs of this browser, opened once per page: localStorage for designs, sessionStorage for
// undo history, IndexedDB for attached files; each falls back to memory when it is refused.
import type { AttachmentStore } from '../designs/attachment-store';
import { browserAttachmentsLater } from '../designs/attachments-later';
import { DesignManager } from '../designs/design-manager';
import { restorer } from '../designs/restorer';
import { allDesignsSealed, allHistoriesSealed, browserStorage } from '../designs/storage';
import { createRemoteMedia } from '../share/remote-media';
import type { RemoteMedia } from '../share/remote-media';

/**
 * Resolves once the designs can be opened: at once when every record this browser holds was
 * sealed by this version, else when restore (which reads the others) has loaded.
 */
export async function designsReadable(): Promise<void> {
  const local = browserStorage('localStorage');
  const session = browserStorage('sessionStorage');
  const sealed = (!local || allDesignsSealed(local)) && (!session || allHistoriesSealed(session));
  if (!sealed) await restorer.load().catch(() => undefined);
}

export function openDesigns(): {
  manager: DesignManager;
  attachments: AttachmentStore;
  remoteMedia: RemoteMedia;
} {
  const attachments = browserAttachmentsLater();
  const local = browserStorage('localStorage');
  const remoteMedia = createRemoteMedia(local);
  // Attachments follow their design; a failure leaves orphan files, never a broken design.
  const manager = new DesignManager({
    local,
    session: browserStorage('sessionStorage'),
    onRemoved: (id) => {
      remoteMedia.getState().removed(id);
      void attachments.removeDesign(id).catch(() => undefined);
    },
    onDuplicated: (from, to) => {
      remoteMedia.getState().copied(from, to);
      void attachments.copyDesign(from, to).catch(() => undefined);
    },
  });
  return { manager, attachments, remoteMedia };
}
