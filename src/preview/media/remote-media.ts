// Whether the preview may load pictures from other hosts. A design opened from a stranger's share
// link would otherwise tell hosts its author chose that the link was opened, and when; the app
// says per design (src/app/share/remote-media.ts), the pictures read it here. Kept tiny and free
// of the renderers: the editor's gate provides it around them (RemoteMediaGate in src/editor).
import { createContext, useContext, useEffect } from 'react';

export interface RemoteMediaPolicy {
  /** False: pictures on other hosts are drawn as placeholders that name the host. */
  allowed: boolean;
  /** Called by each placeholder drawn in place of a picture, undone when it goes. */
  onHeldBack?: () => () => void;
}

const RemoteMediaContext = createContext<RemoteMediaPolicy>({ allowed: true });

export const RemoteMediaProvider = RemoteMediaContext.Provider;

export function useRemoteMedia(): RemoteMediaPolicy {
  return useContext(RemoteMediaContext);
}

/** For a picture drawn as a stand-in (`held`): the gate counts it for as long as it is drawn. */
export function useHeldBack(held: boolean): void {
  const { onHeldBack } = useRemoteMedia();
  useEffect(() => (held ? onHeldBack?.() : undefined), [held, onHeldBack]);
}

/** The title of a stand-in: what showing the picture would do. */
export const heldBackTitle = (host: string) => `Not loaded: showing it would contact ${host}`;

/** The host an http(s) URL would contact; null for blob:, data: and anything unparsable. */
export function remoteHost(src: string): string | null {
  if (!/^https?:\/\//i.test(src)) return null;
  try {
    return new URL(src).host || null;
  } catch {
    return null;
  }
}
