// Round avatars: a given image, or Discord's default avatar drawn as SVG (no network).
import type { ReactElement } from 'react';
import { useState } from 'react';
import './media.css';

// Discord's six default avatar colours; these are content (like role colours), not theme tokens.
const DEFAULT_COLOURS = ['#5865f2', '#757e8a', '#3ba55c', '#faa61a', '#ed4245', '#eb459e'];

// The Discord mark, on a 24×24 grid.
const MARK =
  'M20.32 4.37a19.8 19.8 0 0 0-4.89-1.52.07.07 0 0 0-.08.04c-.21.38-.44.87-.61 1.25a18.3 18.3 0 0 0-5.49 0 12.6 12.6 0 0 0-.62-1.25.08.08 0 0 0-.08-.04 19.7 19.7 0 0 0-4.89 1.52.07.07 0 0 0-.03.03C.53 9.05-.32 13.58.1 18.06a.08.08 0 0 0 .03.05 19.9 19.9 0 0 0 5.99 3.03.08.08 0 0 0 .08-.03c.46-.63.87-1.3 1.23-1.99a.08.08 0 0 0-.04-.11 13.1 13.1 0 0 1-1.87-.89.08.08 0 0 1-.01-.13l.37-.29a.07.07 0 0 1 .08-.01c3.93 1.79 8.18 1.79 12.06 0a.07.07 0 0 1 .08.01l.37.29a.08.08 0 0 1-.01.13c-.6.35-1.22.65-1.87.89a.08.08 0 0 0-.04.11c.36.7.77 1.36 1.23 1.99a.08.08 0 0 0 .08.03 19.8 19.8 0 0 0 6-3.03.08.08 0 0 0 .03-.06c.5-5.18-.84-9.67-3.55-13.66a.06.06 0 0 0-.03-.03zM8.02 15.33c-1.18 0-2.16-1.09-2.16-2.42s.96-2.42 2.16-2.42c1.21 0 2.18 1.1 2.16 2.42 0 1.33-.96 2.42-2.16 2.42zm7.97 0c-1.18 0-2.15-1.09-2.15-2.42s.95-2.42 2.15-2.42c1.21 0 2.18 1.1 2.16 2.42 0 1.33-.95 2.42-2.16 2.42z';

/** Which default avatar Discord gives a user id (new username system: (id >> 22) % 6). */
export function defaultAvatarIndex(id: string | undefined): number {
  if (!id || !/^\d+$/.test(id)) return 0;
  return Number((BigInt(id) >> 22n) % 6n);
}

export function DefaultAvatar({ size, index = 0 }: { size: number; index?: number }) {
  return (
    <svg
      className="dp-avatar"
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="20" cy="20" r="20" fill={DEFAULT_COLOURS[index % DEFAULT_COLOURS.length]} />
      <path d={MARK} fill="#fff" transform="translate(9.5 9.5) scale(0.875)" />
    </svg>
  );
}

/** A user's avatar on Discord's CDN, or null for a user without one (or a hash that is not one). */
export function userAvatarUrl(user: { id: string; avatar?: string | null }): string | null {
  const { id, avatar } = user;
  return avatar && /^[a-z0-9_]+$/i.test(avatar)
    ? `https://cdn.discordapp.com/avatars/${id}/${avatar}.png?size=64`
    : null;
}

export interface AvatarProps {
  size: number;
  /** An http(s) URL; anything else (or a failing image) draws the default avatar. */
  url?: string | null;
  /** Picks the default avatar's colour. */
  userId?: string;
  alt?: string;
}

export function Avatar({ size, url, userId, alt = '' }: AvatarProps): ReactElement {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = url && /^https?:\/\//i.test(url) && failed !== url ? url : null;
  if (!usable) return <DefaultAvatar size={size} index={defaultAvatarIndex(userId)} />;
  return (
    <img
      className="dp-avatar"
      src={usable}
      width={size}
      height={size}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(usable)}
    />
  );
}
