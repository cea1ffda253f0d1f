// An image from the web or an attached file. Never a browser broken-image icon: a missing, refused
// or failing source shows a neutral tile with an image icon and the file name instead.
import type { ReactElement } from 'react';
import { useState } from 'react';
import { ImageIcon } from './icons';
import { heldBackTitle, remoteHost, useHeldBack, useRemoteMedia } from './remote-media';
import './media.css';

export interface RemoteImageProps {
  /** From resolveMedia: already checked to be http(s), blob: or data:image. */
  src: string | null;
  alt: string;
  /** Shown on the placeholder tile. */
  name: string;
  className?: string;
  /** Play as a muted <video> with controls instead of an <img>. */
  video?: boolean;
}

export function MediaPlaceholder({ name, className }: { name: string; className?: string }) {
  return (
    <div
      className={className ? `dp-media-placeholder ${className}` : 'dp-media-placeholder'}
      role="img"
      aria-label={name || 'Image'}
      data-placeholder="true"
    >
      <ImageIcon size={28} />
      {name ? <span className="dp-media-placeholder-name">{name}</span> : null}
    </div>
  );
}

/** A picture not loaded until the person allows remote media: says which host it would contact. */
function HeldBack({ host, className }: { host: string; className?: string }) {
  useHeldBack(true);
  return (
    <div
      className={className ? `dp-media-placeholder ${className}` : 'dp-media-placeholder'}
      role="img"
      aria-label={`Remote image from ${host}, not loaded`}
      title={heldBackTitle(host)}
      data-placeholder="true"
      data-remote-host={host}
      data-testid="remote-media-held"
    >
      <ImageIcon size={28} />
      <span className="dp-media-placeholder-name">{host}</span>
    </div>
  );
}

export function RemoteImage({ src, alt, name, className, video }: RemoteImageProps): ReactElement {
  // Remembering which src failed (not a boolean) makes a new src try again without an effect.
  const [failed, setFailed] = useState<string | null>(null);
  const { allowed } = useRemoteMedia();
  if (!src || failed === src) return <MediaPlaceholder name={name} className={className} />;
  const host = allowed ? null : remoteHost(src);
  if (host) return <HeldBack host={host} className={className} />;
  if (video) {
    return (
      <video
        className={className}
        src={src}
        controls
        muted
        preload="metadata"
        aria-label={alt || name}
        onError={() => setFailed(src)}
      />
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      draggable={false}
      onError={() => setFailed(src)}
    />
  );
}
