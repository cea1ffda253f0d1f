// Which files a message ends up with: the `attachments` array names uploaded `files[n]` parts by n
// (and, on an edit, files the message already has by their id); every `attachment://name` must
// name one of them. Once stored, the names become CDN URLs, as Discord returns them.
import type { PathSegment, Problem } from '../../src/model';
import { formatPath, isPlainObject } from '../../src/model';
import type { AttachmentRef } from './components';
import { attachmentRefs } from './components';
import type { UploadedFile } from './request-body';
import type { FakeAttachment } from './state';

export interface PlannedFiles {
  /** The message's attachments after this request, in order: kept ones, then new uploads. */
  attachments: FakeAttachment[];
  problems: Problem[];
}

const error = (path: PathSegment[], code: string, message: string): Problem => ({
  path: formatPath(path),
  severity: 'error',
  code,
  message,
});

const cdn = (host: string, channelId: string, id: string, filename: string) =>
  `https://${host}/attachments/${channelId}/${id}/${encodeURIComponent(filename)}`;

/** The attachments a create or edit leaves the message with, and what is wrong with the request's. */
export function planAttachments(
  body: Record<string, unknown>,
  uploads: readonly UploadedFile[],
  existing: readonly FakeAttachment[] | null,
  channelId: string,
  nextId: () => string,
): PlannedFiles {
  const problems: Problem[] = [];
  const listed = Array.isArray(body.attachments) ? body.attachments : null;
  const kept: FakeAttachment[] = [];
  const names = new Map<number, { filename?: string; description?: string }>();
  listed?.forEach((entry, i) => {
    const id = isPlainObject(entry) ? entry.id : undefined;
    const text = typeof id === 'number' || typeof id === 'string' ? String(id) : '';
    const old = existing?.find((a) => a.id === text);
    if (old && isPlainObject(entry)) {
      kept.push(
        typeof entry.description === 'string' ? { ...old, description: entry.description } : old,
      );
      return;
    }
    const n = /^\d{1,2}$/.test(text) ? Number(text) : NaN;
    if (uploads.some((f) => f.index === n) && isPlainObject(entry)) {
      names.set(n, {
        filename: typeof entry.filename === 'string' ? entry.filename : undefined,
        description: typeof entry.description === 'string' ? entry.description : undefined,
      });
      return;
    }
    problems.push(
      error(
        ['attachments', i, 'id'],
        'unknown-attachment',
        text === ''
          ? 'Each attachment needs an id: n of the files[n] part it describes.'
          : `Attachment id ${text} names no uploaded files[${text}] part${existing ? ' and no file this message already has' : ''}.`,
      ),
    );
  });
  // Without an attachments list, an edit keeps every file the message has.
  if (!listed && existing) kept.push(...existing);
  const uploaded = uploads
    .filter((f) => f.index !== null)
    .map((f): FakeAttachment => {
      const id = nextId();
      const named = names.get(f.index as number);
      const filename = named?.filename || f.filename;
      return {
        id,
        filename,
        size: f.size,
        url: cdn('cdn.discordapp.com', channelId, id, filename),
        proxy_url: cdn('media.discordapp.net', channelId, id, filename),
        ...(f.contentType ? { content_type: f.contentType } : {}),
        ...(named?.description ? { description: named.description } : {}),
      };
    });
  const attachments = [...kept, ...uploaded];
  const available = new Set(attachments.map((a) => a.filename));
  for (const ref of [
    ...attachmentRefs(body.components, ['components']),
    ...attachmentRefs(body.embeds, ['embeds']),
  ]) {
    if (available.has(ref.name)) continue;
    problems.push(
      error(
        ref.path,
        'unknown-attachment',
        `attachment://${ref.name} names no file of this message: upload ${ref.name} as a files[n] part (listed in attachments).`,
      ),
    );
  }
  return { attachments, problems };
}

/** Points every `attachment://name` in (a copy of) components or embeds at the stored file. */
export function resolveRefs(
  value: unknown,
  attachments: readonly FakeAttachment[],
  inComponents: boolean,
): unknown {
  const copy: unknown = structuredClone(value);
  const refs: AttachmentRef[] = attachmentRefs(copy, []);
  for (const ref of refs) {
    const file = attachments.find((a) => a.filename === ref.name);
    if (!file) continue;
    ref.holder.url = file.url;
    ref.holder.proxy_url = file.proxy_url;
    if (inComponents) {
      ref.holder.attachment_id = file.id;
      if (file.content_type) ref.holder.content_type = file.content_type;
    }
  }
  return copy;
}
