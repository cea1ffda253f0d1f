// The editor page with its designs: the open design's store (a new store per design, so the
// editor starts fresh on a switch), its attached files, saving before the page goes away, and
// hearing of the other tabs' saves.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { EditorProvider, EditorServicesProvider } from '../../editor';
import type { AttachmentStore } from '../designs/attachment-store';
import type { DesignManager } from '../designs/design-manager';
import { useAttachmentServices } from '../designs/use-attachment-services';
import { whenIdle } from '../../preview';
import { createRemoteMedia, mediaAllowed as allowedIn } from '../share/remote-media';
import type { RemoteMedia } from '../share/remote-media';
import { useShareLinkOnLoad } from '../share/use-share-link';
import { EditorPage } from './EditorPage';
import { useTools } from './use-tools';

export function EditorApp({
  manager,
  attachments,
  remoteMedia: given,
}: {
  manager: DesignManager;
  attachments: AttachmentStore;
  /** Which designs hold back their remote pictures; a memory-only one when not given. */
  remoteMedia?: RemoteMedia;
}) {
  const snapshot = useStore(manager.snapshot);
  const [attachmentError, setAttachmentError] = useState<string | null>(null);
  const fileServices = useAttachmentServices(snapshot.currentId, attachments, setAttachmentError);
  const [remoteMedia] = useState(() => given ?? createRemoteMedia(null));
  const { currentId } = snapshot;
  const mediaAllowed = useStore(remoteMedia, (state) => allowedIn(state, currentId));
  // The mention helper's guild and commands: its own chunk, loaded when the helper opens.
  const mentionSources = useCallback(
    () =>
      import('../mentions/mention-sources').then((m) =>
        m.createMentionSources(() => manager.documents()),
      ),
    [manager],
  );
  const services = useMemo(
    () => ({
      ...fileServices,
      remoteMedia: { allowed: mediaAllowed, allow: () => remoteMedia.getState().allow(currentId) },
      mentionSources,
    }),
    [fileServices, mediaAllowed, remoteMedia, currentId, mentionSources],
  );
  const dismiss = useCallback(() => setAttachmentError(null), []);
  useShareLinkOnLoad(manager, remoteMedia);
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
    // The other tabs' sync and the undo histories' writer, right after the first frame.
    const cancelIdle = whenIdle(manager.listen, { timeout: 500 });
    return () => {
      cancelIdle();
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
