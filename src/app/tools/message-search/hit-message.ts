// A search hit (a message as Discord returns it, from anyone: untrusted) made ready for the
// preview: the sendable body turned into a document the way the validator imports a payload, who
// wrote it and when, and its files by name. A message the import finds errors in is not drawn:
// its text is shown plainly, with the first problem as the reason.
import type { MessageDoc } from '../../../model';
import { importPayload, isPlainObject } from '../../../model';
import { messageToBody } from '../../discord/loaded-message';

export interface HitMessage {
  id: string;
  channelId: string | null;
  author: { name: string; id: string | null; app: boolean };
  timestamp: Date | undefined;
  pinned: boolean;
  /** Files as name and type, listed under the message (the preview draws no legacy files). */
  files: { name: string; type: string }[];
  /** Plain text of the message, for when it cannot be drawn. */
  content: string;
  draw: { ok: true; doc: MessageDoc } | { ok: false; reason: string };
}

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** A hit ready for the preview; never throws, whatever Discord (or a stranger) put in it. */
export function hitMessage(hit: Record<string, unknown>): HitMessage {
  const author = isPlainObject(hit.author) ? hit.author : {};
  const name =
    text(author.global_name) ?? text(author.username) ?? (text(author.id) ? 'Unknown user' : '?');
  const stamp = text(hit.timestamp);
  const date = stamp ? new Date(stamp) : undefined;
  const files = (Array.isArray(hit.attachments) ? hit.attachments : [])
    .filter(isPlainObject)
    .map((a) => ({ name: text(a.filename) ?? 'file', type: text(a.content_type) ?? '' }));
  const imported = importPayload(messageToBody(hit), { as: 'message' });
  const error = imported.problems.find((p) => p.severity === 'error');
  const doc = imported.doc?.surface === 'message' ? imported.doc : null;
  return {
    id: String(hit.id),
    channelId: text(hit.channel_id),
    author: {
      name,
      id: text(author.id),
      app: author.bot === true || text(hit.webhook_id) !== null,
    },
    timestamp: date && !Number.isNaN(date.getTime()) ? date : undefined,
    pinned: hit.pinned === true,
    files,
    content: typeof hit.content === 'string' ? hit.content : '',
    draw:
      doc && !error
        ? { ok: true, doc }
        : { ok: false, reason: error?.message ?? 'It is not a message the preview knows.' },
  };
}
