import type { ReactElement } from 'react';
import { useState } from 'react';
import { heldBackTitle, useHeldBack, useRemoteMedia } from '../media/remote-media';

/** The CDN image of a custom emoji (ids are digits only: the parser's regex sees to that). */
export function customEmojiUrl(id: string, animated: boolean): string {
  return `https://cdn.discordapp.com/emojis/${id}.webp?size=44${animated ? '&animated=true' : ''}`;
}

/** `<:name:id>` / `<a:name:id>` as an image; `:name:` as text when the image cannot load. */
export function CustomEmoji(props: { id: string; name: string; animated: boolean }): ReactElement {
  const [failed, setFailed] = useState(false);
  const { allowed } = useRemoteMedia();
  // A design from a share link: drawn as text until remote media is allowed.
  useHeldBack(!allowed && !failed);
  const text = `:${props.name}:`;
  if (failed) return <span className="dp-md-emoji-fallback">{text}</span>;
  if (!allowed)
    return (
      <span className="dp-md-emoji-fallback" title={heldBackTitle('cdn.discordapp.com')}>
        {text}
      </span>
    );
  return (
    <img
      className="dp-md-emoji dp-md-emoji-custom"
      src={customEmojiUrl(props.id, props.animated)}
      alt={text}
      title={text}
      loading="lazy"
      draggable={false}
      onError={() => setFailed(true)}
    />
  );
}
