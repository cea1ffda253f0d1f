// File Upload answers: the files a user picks, the checks Discord's client makes on them, and the
// ephemeral attachments the app finds in `data.resolved.attachments`.
import type { Node } from '../document/document';
import type { ResolvedAttachment, ResolvedContext } from './context';
import { countErrors } from './select';

export interface UploadedFile {
  name: string;
  /** Bytes. */
  size: number;
  contentType: string;
  width?: number;
  height?: number;
  /** Thumbhash Discord computes for images; included in the attachment when given. */
  placeholder?: string;
}

export interface FileAnswer {
  files: UploadedFile[];
}

export const isFileAnswer = (a: unknown): a is FileAnswer =>
  typeof a === 'object' &&
  a !== null &&
  Array.isArray((a as FileAnswer).files) &&
  (a as FileAnswer).files.every(
    (f) =>
      typeof f?.name === 'string' &&
      Number.isInteger(f.size) &&
      f.size >= 0 &&
      typeof f.contentType === 'string',
  );

/** Sentences for files the File Upload would not take: count, size, type. */
export function fileErrors(
  node: Node,
  files: UploadedFile[],
  name: string,
  ctx: ResolvedContext,
): string[] {
  const types = Array.isArray(node.props.file_types) ? node.props.file_types.map(String) : [];
  const errors = countErrors(node, files.length, name, 'modal');
  for (const file of files) {
    if (file.size > ctx.attachmentSizeLimit) {
      errors.push(
        `${name}: ${file.name} is larger than the upload limit (${ctx.attachmentSizeLimit} bytes).`,
      );
    }
    const kind = file.contentType.split('/')[0];
    const ok = types.some((t) =>
      t.startsWith('.') ? file.name.toLowerCase().endsWith(t.toLowerCase()) : t === kind,
    );
    if (types.length > 0 && !ok)
      errors.push(`${name}: ${file.name} is not one of ${types.join(', ')}.`);
  }
  return errors;
}

/** An uploaded file as Discord reports it: ephemeral, on a signed CDN URL valid for a day. */
export function attachment(file: UploadedFile, ctx: ResolvedContext): ResolvedAttachment {
  const id = ctx.nextId();
  const filename = file.name.replace(/\s+/g, '_');
  const issued = Math.floor(ctx.now / 1000);
  const [ex, is] = [(issued + 86400).toString(16), issued.toString(16)];
  const path = `ephemeral-attachments/${ctx.channel.id}/${id}/${encodeURIComponent(filename)}`;
  const query = `?ex=${ex}&is=${is}&hm=${ctx.signAttachmentUrl(path, ex, is)}&`;
  return {
    content_type: file.contentType,
    ephemeral: true,
    filename,
    ...(file.height !== undefined ? { height: file.height } : {}),
    id,
    ...(file.placeholder !== undefined
      ? { placeholder: file.placeholder, placeholder_version: 1 }
      : {}),
    proxy_url: `https://media.discordapp.net/${path}${query}`,
    size: file.size,
    url: `https://cdn.discordapp.com/${path}${query}`,
    ...(file.width !== undefined ? { width: file.width } : {}),
  };
}
