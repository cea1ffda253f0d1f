// A legacy message's embed, drawn simply: colour bar, author, title, description, fields, image
// and footer.
import type { CSSProperties } from 'react';
import { Markdown } from '../markdown';
import type { MarkdownContext } from '../markdown';
import { RemoteImage } from '../media/RemoteImage';
import { isRecord, rec, resolveMedia, str } from '../media/read';
import type { PreviewAttachment } from '../types';
import { colourHex } from './Container';
import './embed.css';

export interface EmbedCardProps {
  embed: Record<string, unknown>;
  markdownContext?: MarkdownContext;
  attachments?: Record<string, PreviewAttachment>;
}

export function EmbedCard({ embed, markdownContext, attachments }: EmbedCardProps) {
  const accent = colourHex(embed.color);
  const style = accent ? ({ '--dp-accent': accent } as CSSProperties) : undefined;
  const title = str(embed.title);
  const description = str(embed.description);
  const author = str(rec(embed.author).name);
  const footer = str(rec(embed.footer).text);
  const fields = (Array.isArray(embed.fields) ? embed.fields : []).filter(isRecord);
  const image = resolveMedia(rec(embed.image).url, attachments);
  const thumb = resolveMedia(rec(embed.thumbnail).url, attachments);
  return (
    <div className="dp-embed" style={style} data-kind="embed">
      <div className="dp-embed-body">
        {author ? <div className="dp-embed-author">{author}</div> : null}
        {title ? <div className="dp-embed-title">{title}</div> : null}
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
        {footer ? <div className="dp-embed-footer">{footer}</div> : null}
      </div>
      {thumb.src || rec(embed.thumbnail).url ? (
        <RemoteImage className="dp-embed-thumbnail" src={thumb.src} alt="" name={thumb.name} />
      ) : null}
    </div>
  );
}
