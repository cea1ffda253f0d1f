// A message as Discord returns it (GET …/messages/{id}) turned back into a body that can be sent
// again: the fields a request takes, with everything Discord filled in itself left out.
import { isPlainObject } from '../../model';

/** The flags a message body may carry: SUPPRESS_EMBEDS, SUPPRESS_NOTIFICATIONS, IS_COMPONENTS_V2. */
export const SENDABLE_FLAGS = 4 | 4096 | 32768;

const MEDIA_KEYS = new Set(['media', 'file']);

/**
 * An unfurled media item keeps only its url (the rest is output only). An uploaded file comes back
 * as a CDN URL; with the message's attachment list it becomes attachment://name again, so an edit
 * keeps referring to the file the message already has.
 */
function cleanMedia(value: unknown, files: Map<string, string>): unknown {
  if (!isPlainObject(value)) return value;
  const id = value.attachment_id;
  const filename = typeof id === 'string' ? files.get(id) : undefined;
  if (filename) return { url: `attachment://${filename}` };
  return 'url' in value ? { url: value.url } : value;
}

function cleanComponent(value: unknown, files: Map<string, string>, depth: number): unknown {
  if (Array.isArray(value)) return value.map((v) => cleanComponent(v, files, depth + 1));
  if (!isPlainObject(value) || depth > 16) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (MEDIA_KEYS.has(key)) out[key] = cleanMedia(v, files);
    else if (key === 'items' && Array.isArray(v))
      out[key] = v.map((item) =>
        isPlainObject(item) && 'media' in item
          ? { ...item, media: cleanMedia(item.media, files) }
          : item,
      );
    else if (key === 'components' || key === 'accessory' || key === 'component')
      out[key] = cleanComponent(v, files, depth + 1);
    else out[key] = v;
  }
  return out;
}

/** The sendable body of a fetched message; {} for anything that is not one. Never throws. */
export function messageToBody(message: unknown): Record<string, unknown> {
  if (!isPlainObject(message)) return {};
  const body: Record<string, unknown> = {};
  const files = new Map<string, string>();
  if (Array.isArray(message.attachments)) {
    const kept = message.attachments
      .filter(isPlainObject)
      .filter((a) => typeof a.id === 'string' && typeof a.filename === 'string')
      .map((a) => ({ id: a.id as string, filename: a.filename as string }));
    for (const a of kept) files.set(a.id, a.filename);
    if (kept.length > 0) body.attachments = kept;
  }
  if (typeof message.content === 'string' && message.content !== '') body.content = message.content;
  if (Array.isArray(message.embeds) && message.embeds.length > 0) body.embeds = message.embeds;
  if (Array.isArray(message.components) && message.components.length > 0)
    body.components = cleanComponent(message.components, files, 0);
  const flags = typeof message.flags === 'number' ? message.flags & SENDABLE_FLAGS : 0;
  if (flags !== 0) body.flags = flags;
  // Order as a person writes a body: flags and text first, files last.
  const { attachments, ...rest } = body;
  const ordered: Record<string, unknown> = 'flags' in rest ? { flags: rest.flags, ...rest } : rest;
  if (attachments) ordered.attachments = attachments;
  return ordered;
}
