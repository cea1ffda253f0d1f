// What a File Upload takes: its file_types as an <input accept>, whether a picked file fits them
// (the same rule as the model's check on submit), and the hint line under "Drop files here".
import type { Node, UploadedFile } from '../../model';
import { num } from '../media/read';

/** file_types: `image`, `video`, `audio` or extensions like `.pdf`. */
export function fileTypesOf(node: Node): string[] {
  const raw = node.props.file_types;
  return Array.isArray(raw) ? raw.filter((t): t is string => typeof t === 'string') : [];
}

/** The accept attribute for the file picker, or undefined when any file goes. */
export function acceptOf(types: readonly string[]): string | undefined {
  if (types.length === 0) return undefined;
  return types.map((t) => (t.startsWith('.') ? t : `${t}/*`)).join(',');
}

/** Does the file fit one of the types (by extension, or by the first part of its MIME type)? */
export function fitsTypes(file: UploadedFile, types: readonly string[]): boolean {
  if (types.length === 0) return true;
  const kind = file.contentType.split('/')[0];
  const name = file.name.toLowerCase();
  return types.some((t) => (t.startsWith('.') ? name.endsWith(t.toLowerCase()) : t === kind));
}

/** How many files the upload takes (Discord's default is 1). */
export function maxFilesOf(node: Node): number {
  return Math.max(1, Math.floor(num(node.props.max_values) ?? 1));
}

/** "10 MB", "500 MB", "1.5 GB". */
export function formatLimit(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1024) return `${Number((mb / 1024).toFixed(1))} GB`;
  return `${Number(mb.toFixed(1))} MB`;
}

/** "Upload up to 10 files under 500 MB." */
export function uploadHint(max: number, sizeLimit: number): string {
  const count = max === 1 ? '1 file' : `up to ${max} files`;
  return `Upload ${count} under ${formatLimit(sizeLimit)}.`;
}

/** A picked browser File as the model's answer entry. */
export function toUploaded(file: File): UploadedFile {
  return {
    name: file.name,
    size: file.size,
    contentType: file.type || 'application/octet-stream',
  };
}

export interface Picked {
  accepted: UploadedFile[];
  /** Why some picked files were left out, as sentences; empty when all fit. */
  notes: string[];
}

/** Adds picked files to the chosen ones, leaving out those of other types or beyond the limit. */
export function addFiles(
  chosen: readonly UploadedFile[],
  picked: readonly UploadedFile[],
  types: readonly string[],
  max: number,
): Picked {
  const accepted = [...chosen];
  const notes: string[] = [];
  for (const file of picked) {
    if (!fitsTypes(file, types)) {
      notes.push(`${file.name} is not one of ${types.join(', ')}.`);
    } else if (accepted.length >= max) {
      notes.push(
        `${file.name} was left out: this upload takes ${max === 1 ? '1 file' : `${max} files`}.`,
      );
    } else {
      accepted.push(file);
    }
  }
  return { accepted, notes };
}
