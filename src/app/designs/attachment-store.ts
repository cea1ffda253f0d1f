// What the editor asks of the store of attached files, and the name a file is stored under: the
// small part the first load needs. The store itself (IndexedDB, attachments.ts) loads after the
// first frame (attachments-later.ts).

export interface StoredFile {
  name: string;
  blob: Blob;
}

export interface AttachmentStore {
  list(designId: string): Promise<StoredFile[]>;
  put(designId: string, name: string, blob: Blob): Promise<void>;
  remove(designId: string, name: string): Promise<void>;
  removeDesign(designId: string): Promise<void>;
  copyDesign(from: string, to: string): Promise<void>;
}

/**
 * The name a file is stored under: characters Discord would change in attachment://name become
 * `_`, and a name already taken gets `-2`, `-3`... before its extension.
 */
export function uniqueAttachmentName(fileName: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  const clean = fileName.replace(/[^\w.-]+/g, '_').replace(/^\.+/, '') || 'file';
  const dot = clean.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [clean.slice(0, dot), clean.slice(dot)] : [clean, ''];
  let name = clean;
  for (let n = 2; used.has(name); n += 1) name = `${stem}-${n}${ext}`;
  return name;
}
