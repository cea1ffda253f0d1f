// A message's header (avatar, name, APP tag, time) and, for an ephemeral interaction response,
// Discord's footer under it: "Only you can see this • Dismiss message".
import { memo } from 'react';
import { AppTag } from '../media/AppTag';
import { Avatar } from '../media/Avatar';
import { RemoteAvatar } from '../media/RemoteAvatar';

interface AuthorLineProps {
  name: string;
  avatarUrl: string | null;
  /** The avatar URL came from the design (a webhook's avatar_url): drawn behind the media gate. */
  fromDesign: boolean;
  time: string;
  dateTime: string;
  /** False: a person's message, drawn without the APP tag. */
  app?: boolean;
}

// Memoised: an edit of the components leaves the avatar, the name and the time as they were.
export const AuthorLine = memo(function AuthorLine(props: AuthorLineProps) {
  const { name, avatarUrl, fromDesign, time, dateTime, app = true } = props;
  return (
    <>
      <div className="dp-message-avatar">
        {fromDesign ? (
          <RemoteAvatar size={40} url={avatarUrl} alt="" />
        ) : (
          <Avatar size={40} url={avatarUrl} alt="" />
        )}
      </div>
      <header className="dp-message-header">
        <span className="dp-message-author">{name}</span>
        {/* Discord tags apps' and webhooks' messages alike (2023 captures said BOT). */}
        {app && <AppTag />}
        <time className="dp-message-time" dateTime={dateTime}>
          {time}
        </time>
      </header>
    </>
  );
});

const EyeIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M12 5C5.6 5 2 12 2 12s3.6 7 10 7 10-7 10-7-3.6-7-10-7zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z"
    />
  </svg>
);

/** The line under an ephemeral message; "Dismiss message" is drawn, not a control, in a preview. */
export function EphemeralNote() {
  return (
    <p className="dp-ephemeral-note" data-testid="ephemeral-note">
      <EyeIcon />
      <span>Only you can see this</span>
      <span aria-hidden="true">•</span>
      <span className="dp-ephemeral-dismiss">Dismiss message</span>
    </p>
  );
}
