// One search hit drawn by the app's message preview, inert: nothing in it reacts to clicks, and
// pictures on other hosts stay placeholders (the message may come from anyone). A message the
// preview cannot draw shows its text plainly, with the reason.
import { Component, memo } from 'react';
import type { ReactNode } from 'react';
import type { Theme } from '../../../preview';
import { MessagePreview, RemoteMediaProvider } from '../../../preview';
import type { HitMessage } from './hit-message';

const NO_REMOTE = { allowed: false };

/** Memoized: a hit is drawn again only when it or the theme changes, not on a form's keystroke. */
export const HitPreview = memo(function HitPreview({
  hit,
  theme,
}: {
  hit: HitMessage;
  theme: Theme;
}) {
  const plain = (reason: string) => <PlainHit hit={hit} reason={reason} />;
  return (
    <li className="search-hit" data-testid={`search-hit:${hit.id}`}>
      <p className="hint search-hit-meta">
        Message <code>{hit.id}</code>
        {hit.channelId && (
          <>
            {' '}
            in channel <code>{hit.channelId}</code>
          </>
        )}
        {hit.author.id && (
          <>
            {' '}
            by <code>{hit.author.id}</code>
          </>
        )}
        {hit.pinned ? ' · pinned' : ''}
      </p>
      {hit.draw.ok ? (
        <DrawFailed fallback={plain('The preview failed to draw it.')}>
          <RemoteMediaProvider value={NO_REMOTE}>
            <MessagePreview
              doc={hit.draw.doc}
              theme={theme}
              author={{ name: hit.author.name, app: hit.author.app }}
              timestamp={hit.timestamp}
            />
          </RemoteMediaProvider>
        </DrawFailed>
      ) : (
        plain(hit.draw.reason)
      )}
      {hit.files.length > 0 && (
        <p className="hint search-hit-files">
          Files: {hit.files.map((f) => (f.type ? `${f.name} (${f.type})` : f.name)).join(', ')}
        </p>
      )}
    </li>
  );
});

function PlainHit({ hit, reason }: { hit: HitMessage; reason: string }) {
  return (
    <div className="search-hit-plain" data-testid="search-hit-plain">
      <p className="hint">
        The preview cannot draw this message ({reason.replace(/\.$/, '')}); its text as sent, by{' '}
        {hit.author.name}:
      </p>
      <pre>{hit.content === '' ? '(no text)' : hit.content}</pre>
    </div>
  );
}

/** Draws the fallback if the preview throws, so that one odd message never takes the page down. */
class DrawFailed extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
