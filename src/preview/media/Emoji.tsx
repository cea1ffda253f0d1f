// A component emoji: unicode text, or a custom emoji image from Discord's CDN by id.
import { useState } from 'react';
import { isRecord, str } from './read';
import './media.css';

export function emojiUrl(id: string, animated: boolean): string {
  return `https://cdn.discordapp.com/emojis/${id}.webp?size=48${animated ? '&animated=true' : ''}`;
}

/** Draws `{ id?, name?, animated? }`; null when there is nothing to draw. */
export function Emoji({ emoji, className }: { emoji: unknown; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (!isRecord(emoji)) return null;
  const id = str(emoji.id);
  const name = str(emoji.name) ?? '';
  const cls = className ? `dp-emoji ${className}` : 'dp-emoji';
  if (id && /^\d{1,25}$/.test(id) && !failed) {
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
    <span className={`${cls} dp-emoji--text`} aria-label={text} role="img">
      {text}
    </span>
  );
}
