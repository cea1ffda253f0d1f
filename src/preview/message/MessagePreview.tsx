// A whole message as it appears in a Discord channel: avatar, app name, APP tag and time, then the
// components of a Components V2 message, or the content, embeds and Action Rows of a legacy one.
import { useMemo } from 'react';
import type { MessageDoc, Node } from '../../model';
import {
  embedsSuppressed,
  isEphemeral,
  isV2,
  messageGroups,
  SAMPLE_GUILD,
  webhookIdentity,
} from '../../model';
import { Markdown } from '../markdown';
import type { MarkdownContext } from '../markdown';
import { isRecord, str } from '../media/read';
import type { PreviewAttachment, PreviewAuthor, PreviewCallbacks, Theme } from '../types';
import { useEventCallback } from '../use-event-callback';
import { useLiveValue } from '../use-live-value';
import { ComponentView } from './ComponentView';
import type { RenderContext } from './context';
import { RenderContextProvider } from './context';
import { EmbedCard } from './EmbedCard';
import { formatMessageTime, timeOptionsOf } from './format-time';
import { AuthorLine, EphemeralNote } from './MessageHeader';
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
  // SUPPRESS_EMBEDS hides the embeds, as Discord does.
  const showEmbeds = !embedsSuppressed(doc);
  const hook = webhookIdentity(doc);
  const ephemeral = isEphemeral(doc);

  return (
    <div className="dp dp-message-preview" data-theme={theme}>
      <RenderContextProvider value={ctx}>
        <article
          className="dp-message"
          data-v2={v2 ? 'true' : 'false'}
          {...(ephemeral ? { 'data-ephemeral': 'true' } : {})}
        >
          <AuthorLine
            name={hook.username ?? author.name}
            avatarUrl={hook.avatarUrl ?? author.avatarUrl ?? null}
            fromDesign={hook.avatarUrl !== null}
            time={time}
            dateTime={sent.toISOString()}
            app={hook.username !== null || author.app !== false}
          />
          {v2 ? (
            <div className="dp-v2-stack">{components}</div>
          ) : (
            <div className="dp-legacy">
              {content ? (
                <div className="dp-message-content">
                  <Markdown content={content} context={markdownContext} />
                </div>
              ) : null}
              {(showEmbeds ? rawEmbeds : []).map((embed, i) => (
                <EmbedCard
                  key={i}
                  embed={embed}
                  markdownContext={markdownContext}
                  attachments={attachments}
                />
              ))}
              {groups && showEmbeds ? view(groups.embeds) : null}
              {groups ? view(groups.polls) : null}
              {components.length > 0 ? <div className="dp-legacy-rows">{components}</div> : null}
            </div>
          )}
          {ephemeral ? <EphemeralNote /> : null}
        </article>
      </RenderContextProvider>
    </div>
  );
}
