// Facts about a message's body that every printer needs: its fields besides what is designed as
// nodes, the set bits of its flags by Discord's names, and the files it uploads with where the
// printed code reads each one from.
import { walk } from '../document/document';
import type { Doc, Node } from '../document/document';
import { isPlainObject } from '../payload/envelope';
import { toPayload } from '../payload/to-payload';
import type { FlagBit, PlanFile } from './plan';

/** Discord's names for the message flags it documents, by bit. */
export const MESSAGE_FLAG_NAMES: Readonly<Record<number, string>> = {
  [1 << 0]: 'CROSSPOSTED',
  [1 << 1]: 'IS_CROSSPOST',
  [1 << 2]: 'SUPPRESS_EMBEDS',
  [1 << 3]: 'SOURCE_MESSAGE_DELETED',
  [1 << 4]: 'URGENT',
  [1 << 5]: 'HAS_THREAD',
  [1 << 6]: 'EPHEMERAL',
  [1 << 7]: 'LOADING',
  [1 << 8]: 'FAILED_TO_MENTION_SOME_ROLES_IN_THREAD',
  [1 << 12]: 'SUPPRESS_NOTIFICATIONS',
  [1 << 13]: 'IS_VOICE_MESSAGE',
  [1 << 14]: 'HAS_SNAPSHOT',
  [1 << 15]: 'IS_COMPONENTS_V2',
};

/** The set bits of a flags value, low to high, each with Discord's name when it has one. */
export function flagBits(flags: unknown): FlagBit[] {
  if (typeof flags !== 'number' || !Number.isInteger(flags)) return [];
  const bits: FlagBit[] = [];
  for (let i = 0; i < 31; i += 1) {
    const bit = 1 << i;
    if ((flags & bit) !== 0) bits.push({ bit, name: MESSAGE_FLAG_NAMES[bit] ?? null });
  }
  return bits;
}

/**
 * The body fields of a message or modal as Discord receives them, without `components`: what
 * the send call says besides the components (a response's `data`, unwrapped).
 */
export function bodyOf(doc: Doc): Record<string, unknown> {
  if (doc.surface === 'commands') return {};
  const payload = toPayload(doc, doc.envelope);
  const wrapped =
    doc.envelope === 'response-4' || doc.envelope === 'response-7' || doc.envelope === 'modal-9';
  const body = wrapped && isPlainObject(payload.data) ? payload.data : payload;
  const { components: _components, ...rest } = body;
  return rest;
}

const ATTACHMENT = 'attachment://';

const urlOf = (media: unknown): string | null =>
  isPlainObject(media) && typeof media.url === 'string' ? media.url : null;

const iconOf = (o: unknown): string | null =>
  isPlainObject(o) && typeof o.icon_url === 'string' ? o.icon_url : null;

/** Where an embed may show an uploaded file: its image, thumbnail and icons. */
function embedUrls(embeds: unknown): (string | null)[] {
  if (!Array.isArray(embeds)) return [];
  return embeds.flatMap((e: unknown) =>
    isPlainObject(e)
      ? [urlOf(e.image), urlOf(e.thumbnail), iconOf(e.author), iconOf(e.footer)]
      : [],
  );
}

function nodeUrls(n: Node): (string | null)[] {
  if (n.kind === 'file') return [urlOf(n.props.file)];
  if (n.kind === 'thumbnail') return [urlOf(n.props.media)];
  if (n.kind === 'media-gallery' && Array.isArray(n.props.items))
    return n.props.items.map((item: unknown) => (isPlainObject(item) ? urlOf(item.media) : null));
  return [];
}

/**
 * Where the printed code reads a file from: the folder it runs in, whatever the name says. A name
 * from a stranger's design such as `../../.ssh/id_rsa` would otherwise have the code upload that
 * file to Discord; the name Discord is given stays as it is.
 */
export function localPath(filename: string): string {
  const base = filename.replace(/[/\\]/g, '_');
  return `./${base === '.' || base === '..' ? `_${base}` : base}`;
}

/**
 * The files the message uploads: its `attachments` entries and every `attachment://` name a File,
 * Thumbnail, gallery item or embed refers to, once each, in the order they appear.
 */
export function filesOf(doc: Doc): PlanFile[] {
  const files = new Map<string, PlanFile>();
  const body = bodyOf(doc);
  if (Array.isArray(body.attachments)) {
    for (const a of body.attachments) {
      if (!isPlainObject(a) || typeof a.filename !== 'string') continue;
      files.set(a.filename, {
        filename: a.filename,
        ...(typeof a.description === 'string' ? { description: a.description } : {}),
        localPath: localPath(a.filename),
      });
    }
  }
  const refer = (url: string | null) => {
    if (!url?.startsWith(ATTACHMENT)) return;
    const filename = url.slice(ATTACHMENT.length);
    if (filename && !files.has(filename))
      files.set(filename, { filename, localPath: localPath(filename) });
  };
  embedUrls(body.embeds).forEach(refer);
  walk(doc.nodes, (n) => nodeUrls(n).forEach(refer));
  return [...files.values()];
}
