// The file a person attaches to an Attachment option. A design has no real file, so the input
// names one: `report.pdf` or `report.pdf|48213` (name, then size in bytes). The content type
// follows from the extension and an image gets a stand-in size of 1280x720; the attachment is
// then the ephemeral one files.ts builds for File Uploads, checked by the same rules.
import type { Node } from '../document/document';
import type { ResolvedAttachment, ResolvedContext } from './context';
import type { UploadedFile } from './files';
import { attachment, fileErrors } from './files';

/** The size of an attached file when the input gives none: a small document. */
export const DEFAULT_ATTACHMENT_BYTES = 48213;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  pdf: 'application/pdf',
  json: 'application/json',
  zip: 'application/zip',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  log: 'text/plain; charset=utf-8',
};

/** The content type Discord reports for a file name (by its extension). */
export function contentTypeOf(name: string): string {
  const ext = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  return Object.hasOwn(CONTENT_TYPES, ext) ? CONTENT_TYPES[ext]! : 'application/octet-stream';
}

export type AttachmentInput =
  { ok: true; attachment: ResolvedAttachment } | { ok: false; message: string };

/** The uploaded file an input such as `report.pdf|48213` stands for, or why it does not parse. */
export function parseAttachmentInput(raw: string): UploadedFile | string {
  const [rawName = '', rawSize, ...rest] = raw.split('|');
  const name = rawName.trim();
  const example = 'write it as a file name and optionally its size in bytes, like report.pdf|48213';
  if (name === '') return `the file has no name; ${example}`;
  if (rest.length > 0) return `${JSON.stringify(raw)} has more than one "|"; ${example}`;
  const sizeText = rawSize?.trim();
  if (sizeText !== undefined && !/^\d+$/.test(sizeText))
    return `the size ${JSON.stringify(sizeText)} is not a whole number of bytes; ${example}`;
  const contentType = contentTypeOf(name);
  const image = contentType.startsWith('image/');
  return {
    name,
    size: sizeText === undefined ? DEFAULT_ATTACHMENT_BYTES : Number(sizeText),
    contentType,
    ...(image ? { width: 1280, height: 720 } : {}),
  };
}

/** The ephemeral attachment for an input, or the sentence saying why Discord would not take it. */
export function attachmentInput(
  option: Node,
  raw: string,
  label: string,
  ctx: ResolvedContext,
): AttachmentInput {
  const file = parseAttachmentInput(raw);
  if (typeof file === 'string') return { ok: false, message: `${label}: ${file}.` };
  const [problem] = fileErrors(option, [file], label, ctx);
  if (problem !== undefined) return { ok: false, message: problem };
  return { ok: true, attachment: attachment(file, ctx) };
}
