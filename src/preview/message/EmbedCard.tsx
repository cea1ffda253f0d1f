// A legacy message's embed, drawn simply: colour bar, author, title (a link when it has a url),
// description, fields, image, and footer with its timestamp.
import type { CSSProperties } from 'react';
import { Markdown } from '../markdown';
import type { MarkdownContext } from '../markdown';
import { safeHref } from '../markdown/links';
import { RemoteImage } from '../media/RemoteImage';
import { isRecord, rec, resolveMedia, str } from '../media/read';
import type { PreviewAttachment } from '../types';
import { colourHex } from './Container';
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

/** The title, as a link (an http(s) one only, opening in a new tab) when the embed has a url. */
function Title({ text, url }: { text: string; url: unknown }) {
  const href = typeof url === 'string' ? safeHref(url) : null;
  return (
    <div className="dp-embed-title">
      {href === null ? (
        text
      ) : (
        <a
          className="dp-embed-title-link"
          href={href}
          title={href}
          target="_blank"
          rel="noreferrer noopener"
        >
          {text}
        </a>
      )}
    </div>
  );
}

function Footer({
  text,
  time,
}: {
  text: string | undefined;
  time: { date: Date; words: string } | null;
}) {
  return (
    <div className="dp-embed-footer">
      {text}
      {text && time ? ' • ' : null}
      {time ? <time dateTime={time.date.toISOString()}>{time.words}</time> : null}
    </div>
  );
}

export function EmbedCard({ embed, markdownContext, attachments }: EmbedCardProps) {
  const accent = colourHex(embed.color);
  const style = accent ? ({ '--dp-accent': accent } as CSSProperties) : undefined;
  const title = str(embed.title);
  const description = str(embed.description);
  const author = str(rec(embed.author).name);
  const footer = str(rec(embed.footer).text);
  const date = timestampOf(embed.timestamp);
  const time = date ? { date, words: formatEmbedTime(date, timeOptionsOf(markdownContext)) } : null;
  const fields = (Array.isArray(embed.fields) ? embed.fields : []).filter(isRecord);
  const image = resolveMedia(rec(embed.image).url, attachments);
  const thumb = resolveMedia(rec(embed.thumbnail).url, attachments);
  return (
    <div className="dp-embed" style={style} data-kind="embed">
      <div className="dp-embed-body">
        {author ? <div className="dp-embed-author">{author}</div> : null}
        {title ? <Title text={title} url={embed.url} /> : null}
        {description ? (
          <div className="dp-embed-description">
            <Markdown content={description} context={markdownContext} />
          </div>
        ) : null}
        {fields.length > 0 ? (
          <div className="dp-embed-fields">
            {fields.map((field, i) => (
              <div
                key={i}
                className={field.inline === true ? 'dp-embed-field is-inline' : 'dp-embed-field'}
              >
                <div className="dp-embed-field-name">{str(field.name)}</div>
                <Markdown content={str(field.value) ?? ''} context={markdownContext} />
              </div>
            ))}
          </div>
        ) : null}
        {image.src || rec(embed.image).url ? (
          <RemoteImage className="dp-embed-image" src={image.src} alt="" name={image.name} />
        ) : null}
        {footer || time ? <Footer text={footer} time={time} /> : null}
      </div>
      {thumb.src || rec(embed.thumbnail).url ? (
        <RemoteImage className="dp-embed-thumbnail" src={thumb.src} alt="" name={thumb.name} />
      ) : null}
    </div>
  );
}
