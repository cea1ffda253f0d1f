// An avatar whose URL the design gave (a webhook's `avatar_url`): behind the remote-media gate like
// every other picture from the design, so a stranger's share link cannot make the page contact a
// host of its choosing. Held back, it is Discord's default avatar, titled with the host it would
// contact; a URL that is not http(s) (or fails) is the default avatar too.
import type { ReactElement } from 'react';
import { Avatar } from './Avatar';
import type { AvatarProps } from './Avatar';
import { heldBackTitle, remoteHost, useHeldBack, useRemoteMedia } from './remote-media';

function HeldAvatar({ size, host }: { size: number; host: string }) {
  useHeldBack(true);
  return (
    <span
      className="dp-avatar-held"
      title={heldBackTitle(host)}
      data-remote-host={host}
      data-testid="remote-media-held"
    >
      <Avatar size={size} url={null} />
    </span>
  );
}

export function RemoteAvatar(props: AvatarProps): ReactElement {
  const { allowed } = useRemoteMedia();
  const host = !allowed && props.url ? remoteHost(props.url) : null;
  if (host) return <HeldAvatar size={props.size} host={host} />;
  return <Avatar {...props} />;
}
