// The pieces of an embed card: author line, title, fields and footer, each as Discord draws it.
// Links go through safeHref (http(s) only); pictures through resolveMedia and RemoteImage, so a
// stranger's design neither runs script nor contacts a host before remote media is allowed.
import { Markdown } from '../markdown';
import type { MarkdownContext } from '../markdown';
import { safeHref } from '../markdown/links';
import { RemoteImage } from '../media/RemoteImage';
import { resolveMedia, str } from '../media/read';
import type { PreviewAttachment } from '../types';
import type { FieldCell } from './embed-fields';

type Attachments = Record<string, PreviewAttachment> | undefined;

/** `url` as a link target, or null when it is missing or not http(s). */
const hrefOf = (url: unknown): string | null => {
  const text = str(url);
  return text ? safeHref(text.trim()) : null;
};

/** Text, as a link opening in a new tab when `url` is a safe one. */
function MaybeLink({ text, url, className }: { text: string; url: unknown; className: string }) {
  const href = hrefOf(url);
  if (href === null) return <>{text}</>;
  return (
    <a className={className} href={href} title={href} target="_blank" rel="noreferrer noopener">
      {text}
    </a>
  );
}

/** A round icon (author 24px, footer 20px); nothing when there is no URL at all. */
function Icon({
  url,
  attachments,
  className,
}: {
  url: unknown;
  attachments: Attachments;
  className: string;
}) {
  if (!str(url)?.trim()) return null;
  const media = resolveMedia(url, attachments);
  return <RemoteImage className={`dp-embed-icon ${className}`} src={media.src} alt="" name="" />;
}

export function Author({
  author,
  attachments,
}: {
  author: Record<string, unknown>;
  attachments: Attachments;
}) {
  return (
    <div className="dp-embed-author">
      <Icon url={author.icon_url} attachments={attachments} className="dp-embed-author-icon" />
      <span className="dp-embed-author-name">
        <MaybeLink
          text={str(author.name) ?? ''}
          url={author.url}
          className="dp-embed-author-link"
        />
      </span>
    </div>
  );
}

/** The title, as a link when the embed has a url. */
export function Title({ text, url }: { text: string; url: unknown }) {
  return (
    <div className="dp-embed-title">
      <MaybeLink text={text} url={url} className="dp-embed-title-link" />
    </div>
  );
}

export function Fields({
  rows,
  context,
}: {
  rows: FieldCell[][];
  context: MarkdownContext | undefined;
}) {
  return (
    <div className="dp-embed-fields">
      {rows.flatMap((row, r) =>
        row.map(({ field, index, column }) => (
          <div
            key={index}
            className="dp-embed-field"
            style={{ gridColumn: column }}
            data-row={r}
            data-column={column}
          >
            <div className="dp-embed-field-name">{str(field.name)}</div>
            <div className="dp-embed-field-value">
              <Markdown content={str(field.value) ?? ''} context={context} />
            </div>
          </div>
        )),
      )}
    </div>
  );
}

export function Footer({
  footer,
  time,
  attachments,
}: {
  footer: Record<string, unknown>;
  time: { date: Date; words: string } | null;
  attachments: Attachments;
}) {
  const text = str(footer.text);
  return (
    <div className="dp-embed-footer">
      {text ? (
        <Icon url={footer.icon_url} attachments={attachments} className="dp-embed-footer-icon" />
      ) : null}
      <span className="dp-embed-footer-text">
        {text}
        {text && time ? ' • ' : null}
        {time ? <time dateTime={time.date.toISOString()}>{time.words}</time> : null}
      </span>
    </div>
  );
}
