// A whole message as it appears in a Discord channel: avatar, app name, APP tag and time, then the
// components of a Components V2 message, or the content, embeds and Action Rows of a legacy one.
import { memo, useMemo } from 'react';
import type { MessageDoc, Node } from '../../model';
import { isV2, messageGroups, SAMPLE_GUILD } from '../../model';
import { Markdown } from '../markdown';
import type { MarkdownContext } from '../markdown';
import { AppTag } from '../media/AppTag';
import { Avatar } from '../media/Avatar';
import { isRecord, str } from '../media/read';
import type { PreviewAttachment, PreviewAuthor, PreviewCallbacks, Theme } from '../types';
import { useEventCallback } from '../use-event-callback';
import { useLiveValue } from '../use-live-value';
import { ComponentView } from './ComponentView';
import type { RenderContext } from './context';
import { RenderContextProvider } from './context';
import { EmbedCard } from './EmbedCard';
import { formatMessageTime, timeOptionsOf } from './format-time';
import '../theme.css';
import './message.css';

export interface MessagePreviewProps extends PreviewCallbacks {
  doc: MessageDoc;
  theme?: Theme;
  author?: PreviewAuthor;
  /** When the message was "sent"; now by default. */
  timestamp?: Date;
  /** Files for attachment://name, keyed by file name. */
  attachments?: Record<string, PreviewAttachment>;
  /** Guild, locale, clock and time zone for mentions, timestamps and the selects' entries. */
  markdownContext?: MarkdownContext;
}

const DEFAULT_AUTHOR: PreviewAuthor = { name: 'Studio Bot' };

// Memoised: an edit of the components leaves the avatar, the name and the time as they were.
const AuthorLine = memo(function AuthorLine({
  author,
  time,
  dateTime,
}: {
  author: PreviewAuthor;
  time: string;
  dateTime: string;
}) {
  return (
    <>
      <div className="dp-message-avatar">
        <Avatar size={40} url={author.avatarUrl ?? null} alt="" />
      </div>
      <header className="dp-message-header">
        <span className="dp-message-author">{author.name}</span>
        <AppTag />
        <time className="dp-message-time" dateTime={dateTime}>
          {time}
        </time>
      </header>
    </>
  );
});

export function MessagePreview({
  doc,
  theme = 'dark',
  author = DEFAULT_AUTHOR,
  timestamp,
  attachments,
  markdownContext,
  selectedKey,
  onSelect,
  onInteract,
}: MessagePreviewProps) {
  // Edits and selection changes leave the context as it is; see context.ts.
  const selection = useLiveValue(selectedKey);
  const select = useEventCallback(onSelect);
  const interact = useEventCallback(onInteract);
  const guild = markdownContext?.guild ?? SAMPLE_GUILD;
  const ctx = useMemo<RenderContext>(
    () => ({
      guild,
      attachments,
      markdownContext,
      selection,
      onSelect: select,
      onInteract: interact,
    }),
    [guild, attachments, markdownContext, selection, select, interact],
  );
  const timeOptions = timeOptionsOf(markdownContext);
  const { now } = timeOptions;
  // "Sent now" in whole minutes, as the header shows it, so the header stays put between edits.
  const sent =
    timestamp && !Number.isNaN(timestamp.getTime()) ? timestamp : new Date(now - (now % 60_000));
  const time = formatMessageTime(sent, timeOptions);
  const v2 = isV2(doc);
  const content = str(doc.body.content);
  // Embeds a design could not turn into nodes (not a list of objects) are still drawn as they are.
  const rawEmbeds = (Array.isArray(doc.body.embeds) ? doc.body.embeds : []).filter(isRecord);
  const groups = v2 ? null : messageGroups(doc.nodes);
  const view = (nodes: readonly Node[]) =>
    nodes.map((node) => <ComponentView key={node.key} node={node} />);
  const components = view(groups ? groups.components : doc.nodes);

  return (
    <div className="dp dp-message-preview" data-theme={theme}>
      <RenderContextProvider value={ctx}>
        <article className="dp-message" data-v2={v2 ? 'true' : 'false'}>
          <AuthorLine author={author} time={time} dateTime={sent.toISOString()} />
          {v2 ? (
            <div className="dp-v2-stack">{components}</div>
          ) : (
            <div className="dp-legacy">
              {content ? (
                <div className="dp-message-content">
                  <Markdown content={content} context={markdownContext} />
                </div>
              ) : null}
              {rawEmbeds.map((embed, i) => (
                <EmbedCard
                  key={i}
                  embed={embed}
                  markdownContext={markdownContext}
                  attachments={attachments}
                />
              ))}
              {groups ? view(groups.embeds) : null}
              {groups ? view(groups.polls) : null}
              {components.length > 0 ? <div className="dp-legacy-rows">{components}</div> : null}
            </div>
          )}
        </article>
      </RenderContextProvider>
    </div>
  );
}
