// The editor page with its designs: the open design's store (a new store per design, so the
// editor starts fresh on a switch), its attached files, saving before the page goes away, and
// hearing of the other tabs' saves.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { EditorProvider, EditorServicesProvider } from '../../editor';
import type { AttachmentStore } from '../designs/attachments';
import type { DesignManager } from '../designs/design-manager';
import { useAttachmentServices } from '../designs/use-attachment-services';
import { useShareLinkOnLoad } from '../share/use-share-link';
import { EditorPage } from './EditorPage';
import { useTools } from './use-tools';

export function EditorApp({
  manager,
  attachments,
}: {
  manager: DesignManager;
  attachments: AttachmentStore;
}) {
  const snapshot = useSyncExternalStore(manager.subscribe, manager.getSnapshot);
  const [attachmentError, setAttachmentError] = useState<string | null>(null);
  const services = useAttachmentServices(snapshot.currentId, attachments, setAttachmentError);
  const dismiss = useCallback(() => setAttachmentError(null), []);
  useShareLinkOnLoad(manager);
  const tools = useTools();

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') manager.saveNow();
    };
    // Another tab of this page saved, created or deleted a design (sessionStorage is per tab).
    const onStorage = (e: StorageEvent) => manager.receive(e.key);
    window.addEventListener('pagehide', manager.leave);
    window.addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', manager.leave);
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [manager]);

  return (
    <EditorServicesProvider value={services}>
      <EditorProvider key={snapshot.currentId} store={manager.store(snapshot.currentId)}>
        <EditorPage
          manager={manager}
          snapshot={snapshot}
          attachmentError={attachmentError}
          onDismissAttachmentError={dismiss}
          tools={tools}
        />
      </EditorProvider>
    </EditorServicesProvider>
  );
}
