// A component emoji: unicode text, or a custom emoji image from Discord's CDN by id.
import { useState } from 'react';
import { isRecord, str } from './read';
import { heldBackTitle, useHeldBack, useRemoteMedia } from './remote-media';
import './media.css';

export function emojiUrl(id: string, animated: boolean): string {
  return `https://cdn.discordapp.com/emojis/${id}.webp?size=48${animated ? '&animated=true' : ''}`;
}

/** Draws `{ id?, name?, animated? }`; null when there is nothing to draw. */
export function Emoji({ emoji, className }: { emoji: unknown; className?: string }) {
  const [failed, setFailed] = useState(false);
  const { allowed } = useRemoteMedia();
  const id = isRecord(emoji) ? str(emoji.id) : undefined;
  const image = !!id && /^\d{1,25}$/.test(id) && !failed;
  // A design from a share link: its custom emoji are drawn as :name: until remote media is allowed.
  useHeldBack(image && !allowed);
  if (!isRecord(emoji)) return null;
  const name = str(emoji.name) ?? '';
  const cls = className ? `dp-emoji ${className}` : 'dp-emoji';
  if (image && allowed) {
    return (
      <img
        className={cls}
        src={emojiUrl(id, emoji.animated === true)}
        alt={name ? `:${name}:` : 'emoji'}
        loading="lazy"
        decoding="async"
        draggable={false}
        onError={() => setFailed(true)}
      />
    );
  }
  if (!name) return null;
  const text = id ? `:${name}:` : name;
  return (
    <span
      className={`${cls} dp-emoji--text`}
      aria-label={text}
      role="img"
      title={image ? heldBackTitle('cdn.discordapp.com') : undefined}
    >
      {text}
    </span>
  );
}
