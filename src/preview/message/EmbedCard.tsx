// A legacy message's embed as Discord draws it: a 4px bar in the embed's colour (a neutral one
// when it has none), then in a grid the author line, title, description, fields, image and
// footer, with the thumbnail at the top right beside them. Pure: it draws the payload object; the
// node frame around it (PartView) carries its kind and the click that selects it.
import type { CSSProperties } from 'react';
import { Markdown } from '../markdown';
import type { MarkdownContext } from '../markdown';
import { RemoteImage } from '../media/RemoteImage';
import { rec, resolveMedia, str } from '../media/read';
import type { PreviewAttachment } from '../types';
import { colourHex } from './Container';
import { fieldRows } from './embed-fields';
import { Author, Fields, Footer, Title } from './EmbedParts';
import { formatEmbedTime, timeOptionsOf } from './format-time';
import './embed.css';

export interface EmbedCardProps {
  embed: Record<string, unknown>;
  markdownContext?: MarkdownContext;
  attachments?: Record<string, PreviewAttachment>;
}

/** The embed's `timestamp` (ISO 8601) as a date, or null when it is missing or not a date. */
function timestampOf(value: unknown): Date | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A media field's url when it has one (drawn even when unusable, as a placeholder tile). */
const mediaUrl = (value: unknown): string | undefined => str(rec(value).url)?.trim() || undefined;

export function EmbedCard({ embed, markdownContext, attachments }: EmbedCardProps) {
  const accent = colourHex(embed.color);
  const style = accent ? ({ '--dp-accent': accent } as CSSProperties) : undefined;
  const author = rec(embed.author);
  const footer = rec(embed.footer);
  const title = str(embed.title);
  const description = str(embed.description);
  const date = timestampOf(embed.timestamp);
  const time = date ? { date, words: formatEmbedTime(date, timeOptionsOf(markdownContext)) } : null;
  const imageUrl = mediaUrl(embed.image);
  const thumbUrl = mediaUrl(embed.thumbnail);
  const rows = fieldRows(embed.fields, thumbUrl !== undefined);
  const parts = [
    str(author.name) ? <Author key="author" author={author} attachments={attachments} /> : null,
    title ? <Title key="title" text={title} url={embed.url} /> : null,
    description ? (
      <div key="description" className="dp-embed-description">
        <Markdown content={description} context={markdownContext} />
      </div>
    ) : null,
    rows.length > 0 ? <Fields key="fields" rows={rows} context={markdownContext} /> : null,
    imageUrl ? (
      <EmbedMedia key="image" url={imageUrl} kind="image" attachments={attachments} />
    ) : null,
    thumbUrl ? (
      <EmbedMedia key="thumbnail" url={thumbUrl} kind="thumbnail" attachments={attachments} />
    ) : null,
    str(footer.text) || time ? (
      <Footer key="footer" footer={footer} time={time} attachments={attachments} />
    ) : null,
  ].filter((part) => part !== null);
  return (
    <article
      className="dp-embed"
      style={style}
      data-accent={accent ? 'true' : undefined}
      data-empty={parts.length === 0 ? 'true' : undefined}
    >
      <div className={thumbUrl ? 'dp-embed-grid has-thumbnail' : 'dp-embed-grid'}>
        {parts.length > 0 ? parts : <div className="dp-embed-empty">Empty embed</div>}
      </div>
    </article>
  );
}

function EmbedMedia({
  url,
  kind,
  attachments,
}: {
  url: string;
  kind: 'image' | 'thumbnail';
  attachments: Record<string, PreviewAttachment> | undefined;
}) {
  const media = resolveMedia(url, attachments);
  return (
    <div className={`dp-embed-${kind}`}>
      <RemoteImage className={`dp-embed-${kind}-media`} src={media.src} alt="" name={media.name} />
    </div>
  );
}
