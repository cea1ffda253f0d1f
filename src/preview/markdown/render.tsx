// The parser's AST drawn as React elements. Text is only ever a React string child, links only
// get http(s) hrefs, and nesting past MAX_RENDER_DEPTH is drawn as its markdown source.
import type { CSSProperties, ReactNode } from 'react';
import type { GuildDirectory } from '../../model';
import type { ListNode, MdNode } from './ast';
import { CodeBlock } from './CodeBlock';
import { CustomEmoji } from './CustomEmoji';
import { safeHref } from './links';
import { channelLabel, navigationLabel, roleLabel, roleTint, userLabel } from './mentions';
import { Spoiler } from './Spoiler';
import type { TimestampStyle } from './timestamp';
import { formatTimestamp, fullTimestamp } from './timestamp';

export const MAX_RENDER_DEPTH = 24;

export interface RenderContext {
  guild: GuildDirectory;
  locale: string;
  now: number;
  timeZone?: string;
  /** Inside a link, where a nested link is drawn as its text. */
  inLink?: boolean;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const children = (node: MdNode): MdNode[] => (Array.isArray(node.content) ? node.content : []);

/** The plain text of a node, for nodes drawn past the depth cap or without a renderer. */
export function sourceOf(node: MdNode): string {
  if (typeof node.source === 'string') return node.source;
  if (typeof node.content === 'string') return node.content;
  return children(node).map(sourceOf).join('');
}

/** Adjacent text nodes as one, and line breaks dropped where a block already ends the line. */
function tidy(nodes: MdNode[], inQuote: boolean): MdNode[] {
  const out: MdNode[] = [];
  for (const node of nodes) {
    const prev = out[out.length - 1];
    if (node.type === 'text' && prev?.type === 'text') {
      out[out.length - 1] = { type: 'text', content: str(prev.content) + str(node.content) };
    } else if (node.type === 'br' && prev?.type === 'codeBlock') {
      continue;
    } else {
      out.push(node);
    }
  }
  if (inQuote && out[out.length - 1]?.type === 'br') out.pop();
  return out;
}

export function renderNodes(
  nodes: MdNode[],
  ctx: RenderContext,
  depth: number,
  inQuote = false,
): ReactNode[] {
  return tidy(nodes, inQuote).map((node, i) => renderNode(node, ctx, depth, i));
}

function link(node: MdNode, ctx: RenderContext, depth: number, key: number): ReactNode {
  const target = str(node.target);
  const href = ctx.inLink ? null : safeHref(target);
  if (href === null) return node.masked ? sourceOf(node) : target || sourceOf(node);
  const title = typeof node.title === 'string' && node.title ? node.title : target;
  return (
    <a
      key={key}
      className="dp-md-link"
      href={href}
      title={title}
      target="_blank"
      rel="noreferrer noopener"
    >
      {renderNodes(children(node), { ...ctx, inLink: true }, depth + 1)}
    </a>
  );
}

function timestamp(node: MdNode, ctx: RenderContext, key: number): ReactNode {
  const seconds = Number(node.timestamp);
  const style = (str(node.format) || 'f') as TimestampStyle;
  const options = { locale: ctx.locale, now: ctx.now, timeZone: ctx.timeZone };
  const text = formatTimestamp(seconds, style, options);
  if (text === null) return sourceOf(node);
  return (
    <time
      key={key}
      className="dp-md-timestamp"
      dateTime={new Date(seconds * 1000).toISOString()}
      title={fullTimestamp(seconds, options) ?? undefined}
    >
      {text}
    </time>
  );
}

function pill(key: number, kind: string, text: string, style?: CSSProperties): ReactNode {
  return (
    <span key={key} className={`dp-md-mention dp-md-mention-${kind}`} style={style}>
      {text}
    </span>
  );
}

function list(node: ListNode, ctx: RenderContext, depth: number, key: number): ReactNode {
  const items = node.items.map((item, i) => <li key={i}>{renderNodes(item, ctx, depth + 1)}</li>);
  return node.ordered ? (
    <ol key={key} className="dp-md-list" start={node.start}>
      {items}
    </ol>
  ) : (
    <ul key={key} className="dp-md-list">
      {items}
    </ul>
  );
}

function renderNode(node: MdNode, ctx: RenderContext, depth: number, key: number): ReactNode {
  if (depth > MAX_RENDER_DEPTH) return sourceOf(node);
  const inner = () => renderNodes(children(node), ctx, depth + 1);
  switch (node.type) {
    case 'text':
      return str(node.content);
    case 'br':
      return <br key={key} />;
    case 'heading': {
      const level = Math.min(3, Math.max(1, Number(node.level) || 1));
      const Tag = `h${level}` as 'h1' | 'h2' | 'h3';
      return (
        <Tag key={key} className={`dp-md-heading dp-md-h${level}`}>
          {inner()}
        </Tag>
      );
    }
    case 'subtext':
      return (
        <small key={key} className="dp-md-subtext">
          {inner()}
        </small>
      );
    case 'strong':
      return <strong key={key}>{inner()}</strong>;
    case 'em':
      return <em key={key}>{inner()}</em>;
    case 'underline':
      return <u key={key}>{inner()}</u>;
    case 'strikethrough':
      return <s key={key}>{inner()}</s>;
    case 'inlineCode':
      return (
        <code key={key} className="dp-md-code">
          {str(node.content)}
        </code>
      );
    case 'codeBlock':
      return <CodeBlock key={key} lang={str(node.lang) || undefined} content={str(node.content)} />;
    case 'blockQuote':
      return (
        <blockquote key={key} className="dp-md-quote">
          {renderNodes(children(node), ctx, depth + 1, true)}
        </blockquote>
      );
    case 'list':
      return list(node as ListNode, ctx, depth, key);
    case 'link':
    case 'url':
    case 'autolink':
      return link(node, ctx, depth, key);
    case 'spoiler':
      return <Spoiler key={key}>{inner()}</Spoiler>;
    case 'user':
      return pill(key, 'user', userLabel(ctx.guild, str(node.id)));
    case 'role': {
      const { label, color } = roleLabel(ctx.guild, str(node.id));
      const style = color ? { color: roleTint(color, 1), background: roleTint(color, 0.1) } : {};
      return pill(key, 'role', label, style);
    }
    case 'channel': {
      const { label, voice } = channelLabel(ctx.guild, str(node.id));
      return pill(key, voice ? 'voice' : 'channel', label);
    }
    case 'everyone':
      return pill(key, 'everyone', '@everyone');
    case 'here':
      return pill(key, 'here', '@here');
    case 'slashCommand':
      return pill(key, 'command', `/${str(node.fullName)}`);
    case 'guildNavigation':
      return pill(key, 'navigation', navigationLabel(str(node.navigation)));
    case 'timestamp':
      return timestamp(node, ctx, key);
    case 'emoji':
      return (
        <CustomEmoji
          key={key}
          id={str(node.id)}
          name={str(node.name)}
          animated={node.animated === true}
        />
      );
    case 'twemoji':
      return (
        <span
          key={key}
          className="dp-md-emoji dp-md-emoji-unicode"
          title={node.shortcode ? `:${str(node.shortcode)}:` : undefined}
        >
          {str(node.name)}
        </span>
      );
    default:
      return sourceOf(node);
  }
}
