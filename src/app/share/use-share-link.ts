// Opens a share link found in the page's address: on load, and when a link is pasted into the
// address bar of an open editor (only the fragment changes, so the page does not reload). The
// decoder is fetched only then; this file is in the first page load and stays tiny.
import { useEffect } from 'react';
import type { DesignManager } from '../designs/design-manager';
import type { RemoteMedia } from './remote-media';

const PREFIX = '#share=';

/** Fragments being opened: StrictMode runs effects twice, and one link must open one design. */
const pending = new Set<string>();

function openFromAddress(manager: DesignManager, remoteMedia?: RemoteMedia): void {
  const { hash, pathname, search } = window.location;
  if (!hash.startsWith(PREFIX) || pending.has(hash)) return;
  pending.add(hash);
  import('./open-share-link')
    .then(
      ({ openShareLink }) =>
        openShareLink(manager, hash, remoteMedia).finally(() => {
          // Gone from the address once handled, so a reload does not open it a second time.
          if (window.location.hash === hash)
            history.replaceState(history.state, '', pathname + search);
        }),
      () => {
        // The fragment stays: a reload tries again once the page can load its parts.
        manager
          .store()
          .getState()
          .notify(
            'refused',
            'The share link could not be opened: part of the page did not load. Reload to try again.',
          );
      },
    )
    .finally(() => pending.delete(hash));
}

export function useShareLinkOnLoad(manager: DesignManager, remoteMedia?: RemoteMedia): void {
  useEffect(() => {
    const onHash = () => openFromAddress(manager, remoteMedia);
    onHash();
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [manager, remoteMedia]);
}
