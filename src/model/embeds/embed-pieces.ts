// An embed taken apart into what its Container will hold, in the order Discord draws it: the
// thumbnail, the author and title as one heading, the description, the fields, the image and the
// footer with its timestamp, each already written as a Text Display's markdown. What a Container
// cannot show (icons, a link without a title, a colour that is no colour) is counted as lost.
import type { Node } from '../document/document';
import { LIMITS } from '../limits';
import { plural } from '../text';
import {
  authorLine,
  fieldBlock,
  footerText,
  isWebUrl,
  titleLine,
  unixSeconds,
} from './embed-markdown';
import { Tally, itOrThem, obj, str } from './convert-losses';

export type PieceKind = 'thumbnail' | 'heading' | 'description' | 'fields' | 'image' | 'footer';

/** One component of an embed's Container, before they are fitted and put together. */
export interface Piece {
  kind: PieceKind;
  /** A Text Display's content, or a picture's URL. */
  text: string;
  /** How a loss names it ("its title"); a fields piece counts its fields instead. */
  label: string;
  fields?: number;
}

// In the order an embed is read: its top, its pictures, its foot, its frame.
const KEYS = [
  'author-icon',
  'lone-link',
  'bad-link',
  'picture',
  'footer-icon',
  'timestamp',
  'colour',
  'empty',
] as const;
export type PieceLoss = (typeof KEYS)[number] | `field:${string}`;

const NO_PLACE = (n: number) => `a Components V2 message has no place for ${itOrThem(n)}`;

function say(key: PieceLoss, n: number): string {
  const embeds = plural(n, 'embed');
  switch (key) {
    case 'author-icon':
      return `The author ${n === 1 ? 'icon' : 'icons'} of ${embeds} (${NO_PLACE(n)}).`;
    case 'footer-icon':
      return `The footer ${n === 1 ? 'icon' : 'icons'} of ${embeds} (${NO_PLACE(n)}).`;
    case 'lone-link':
      return `${plural(n, 'title or author link')} without a title or name to carry ${itOrThem(n)}.`;
    case 'bad-link':
      return `${plural(n, 'title or author link')} that ${n === 1 ? 'is' : 'are'} not an http(s) URL (the text is kept, not the link).`;
    case 'colour':
      return `The colour of ${embeds} (not a colour from 0 to ${LIMITS.accentColor.max}).`;
    case 'timestamp':
      return `The timestamp of ${embeds} (not a date and time).`;
    case 'picture':
      return `${plural(n, 'image or thumbnail', 'images or thumbnails')} without a URL of at most ${LIMITS.mediaUrl} characters (what a Components V2 message can show).`;
    case 'empty':
      return `${plural(n, 'empty embed')} (nothing in ${itOrThem(n)} to show).`;
    default:
      return `The \`${key.slice('field:'.length)}\` field of ${embeds} (${NO_PLACE(n)}).`;
  }
}

// Fields an embed's own props may hold that are carried over, or that Discord fills in only when
// it returns a message (type 'rich'), so leaving them behind loses nothing a bot could send.
const KNOWN = new Set([
  'type',
  'title',
  'description',
  'url',
  'timestamp',
  'color',
  'footer',
  'image',
  'thumbnail',
  'author',
]);

const absent = (v: unknown) => v === undefined || v === null;

/** A picture's URL when a V2 component can show it; any other picture is counted lost. */
function pictureUrl(value: unknown, tally: Tally<PieceLoss>): string | undefined {
  if (absent(value)) return undefined;
  const url = str(obj(value)?.url);
  if (url && url.length <= LIMITS.mediaUrl) return url;
  tally.add('picture');
  return undefined;
}

/** A title's or author's link when it is one an embed accepts; a bad one is counted lost. */
function webLink(url: unknown, tally: Tally<PieceLoss>): string | undefined {
  if (absent(url)) return undefined;
  if (isWebUrl(url)) return url;
  tally.add('bad-link');
  return undefined;
}

/** How many inline fields each shared Text Display holds: threes, never one alone (4 is 2 + 2). */
function runSizes(n: number): number[] {
  if (n <= 3) return n > 0 ? [n] : [];
  const rest = n % 3;
  const threes = Array.from({ length: Math.floor(n / 3) - (rest === 1 ? 1 : 0) }, () => 3);
  return rest === 0 ? threes : rest === 2 ? [...threes, 2] : [...threes, 2, 2];
}

/**
 * An embed's fields as Text Displays. A field that is not inline gets one of its own; consecutive
 * inline fields share one, up to the three Discord draws side by side. Sharing keeps a run of short
 * fields together as it was drawn and saves components of the 40, and a Text Display holding two
 * or more fields is how the way back knows they were inline. A lone inline field cannot be told
 * from one that is not, and comes back not inline.
 */
function fieldPieces(fields: readonly Node[]): Piece[] {
  const pieces: Piece[] = [];
  const piece = (group: readonly Node[]): Piece => ({
    kind: 'fields',
    label: '',
    fields: group.length,
    text: group
      .map((f) => fieldBlock(String(f.props.name ?? ''), String(f.props.value ?? '')))
      .join('\n\n'),
  });
  const run: Node[] = [];
  const flush = () => {
    for (const size of runSizes(run.length)) pieces.push(piece(run.splice(0, size)));
  };
  for (const field of fields) {
    if (field.props.inline === true) run.push(field);
    else {
      flush();
      pieces.push(piece([field]));
    }
  }
  flush();
  return pieces;
}

/** An embed's components in the order they are drawn, and its accent colour. */
export function piecesOf(
  embed: Node,
  tally: Tally<PieceLoss>,
): { pieces: Piece[]; accent?: number | null } {
  const p = embed.props;
  const pieces: Piece[] = [];
  const add = (kind: PieceKind, text: string, label: string) => pieces.push({ kind, text, label });

  const thumbnail = pictureUrl(p.thumbnail, tally);
  if (thumbnail) add('thumbnail', thumbnail, 'its thumbnail');

  const author = obj(p.author);
  const name = str(author?.name);
  const title = str(p.title);
  if (!absent(author?.icon_url)) tally.add('author-icon');
  const lines: string[] = [];
  if (name) lines.push(authorLine(name, webLink(author?.url, tally)));
  else if (!absent(author?.url)) tally.add('lone-link');
  if (title) lines.push(titleLine(title, webLink(p.url, tally)));
  else if (!absent(p.url)) tally.add('lone-link');
  const who = name && title ? 'its author and title' : title ? 'its title' : 'its author';
  if (lines.length > 0) add('heading', lines.join('\n'), who);

  const description = str(p.description);
  if (description) add('description', description, 'its description');
  pieces.push(...fieldPieces(embed.slots.fields ?? []));

  const image = pictureUrl(p.image, tally);
  if (image) add('image', image, 'its image');

  const footer = obj(p.footer);
  if (!absent(footer?.icon_url)) tally.add('footer-icon');
  const text = str(footer?.text);
  const unix = unixSeconds(p.timestamp);
  if (!absent(p.timestamp) && unix === null) tally.add('timestamp');
  if (text || unix !== null) {
    const what = !text
      ? 'its timestamp'
      : unix === null
        ? 'its footer'
        : 'its footer and timestamp';
    add('footer', footerText(text, unix), what);
  }

  for (const key of Object.keys(p)) if (!KNOWN.has(key)) tally.add(`field:${key}`);

  const color = p.color;
  if (absent(color)) return { pieces, accent: color === null ? null : undefined };
  if (Number.isInteger(color) && (color as number) >= 0 && (color as number) <= 0xffffff)
    return { pieces, accent: color as number };
  tally.add('colour');
  return { pieces };
}

/** A fresh count of what taking embeds apart leaves behind, said in a fixed order. */
export const pieceLosses = (): Tally<PieceLoss> => new Tally<PieceLoss>(say, KEYS);
