// Over the preview of a design from a share link whose pictures on other hosts are held back: what
// loading them would do, and the one choice to load them for this design (remembered by the app).
import type { ReactNode } from 'react';
import { useCallback, useMemo, useState } from 'react';
import type { RemoteMediaPolicy } from '../../preview';
import { RemoteMediaProvider } from '../../preview';

export interface RemoteMediaGateProps {
  remoteMedia: { allowed: boolean; allow: () => void } | undefined;
  children: ReactNode;
}

/** Provides the policy to the pictures, and says so over them while any is held back. */
export function RemoteMediaGate({ remoteMedia, children }: RemoteMediaGateProps) {
  const [heldBack, setHeldBack] = useState(0);
  const onHeldBack = useCallback(() => {
    setHeldBack((n) => n + 1);
    return () => setHeldBack((n) => n - 1);
  }, []);
  const allowed = remoteMedia?.allowed ?? true;
  const policy = useMemo<RemoteMediaPolicy>(() => ({ allowed, onHeldBack }), [allowed, onHeldBack]);
  return (
    <>
      {!allowed && heldBack > 0 ? (
        <div className="remote-media-bar" role="status" data-testid="remote-media-bar">
          <p>
            This design came from a share link, so{' '}
            {heldBack === 1 ? 'a picture' : `${heldBack} pictures`} from the web{' '}
            {heldBack === 1 ? 'is' : 'are'} not loaded: showing {heldBack === 1 ? 'it' : 'them'}{' '}
            would tell the website named on each placeholder that you opened the design.
          </p>
          <button type="button" onClick={remoteMedia?.allow} data-testid="remote-media-allow">
            Load remote media for this design
          </button>
        </div>
      ) : null}
      <RemoteMediaProvider value={policy}>{children}</RemoteMediaProvider>
    </>
  );
}
