// Files attached to the design travel with the message: the body refers to them as
// attachment://name, lists them in `attachments` as { id: n, filename }, and the request becomes
// multipart/form-data with `payload_json` and one `files[n]` part per file.
import { isPlainObject } from '../../model';
import type { PreviewAttachment } from '../../preview';
import type { RelayRequest } from '../discord/requests';

const SCHEME = 'attachment://';
/** Discord's limit for one request, files included. */
export const MAX_REQUEST_BYTES = 25 * 1024 * 1024;
const SNOWFLAKE = /^\d{17,20}$/;

/** The attachment://names a body refers to, in order of first mention. */
export function referencedFiles(body: unknown): string[] {
  const names: string[] = [];
  const seen = new Set<string>();
  const visit = (value: unknown, depth: number): void => {
    if (depth > 64) return;
    if (typeof value === 'string') {
      if (value.startsWith(SCHEME)) {
        const name = value.slice(SCHEME.length);
        if (name !== '' && !seen.has(name)) {
          seen.add(name);
          names.push(name);
        }
      }
    } else if (Array.isArray(value)) value.forEach((v) => visit(v, depth + 1));
    else if (isPlainObject(value)) Object.values(value).forEach((v) => visit(v, depth + 1));
  };
  visit(body, 0);
  return names;
}

export interface FilePlan {
  /** The body with its `attachments` array set for the files sent (and, on edit, those kept). */
  body: Record<string, unknown>;
  /** Files to upload, in `files[n]` order. */
  uploads: PreviewAttachment[];
}

export type PlanResult = { ok: true; plan: FilePlan } | { ok: false; reason: string };

const filenameOf = (entry: unknown): string | null =>
  isPlainObject(entry) && typeof entry.filename === 'string' ? entry.filename : null;

/**
 * Which attached files a body needs. On edit, entries of `attachments` with a Discord id are files
 * the message already has, kept as they are; a reference to neither is refused before sending.
 */
export function planFiles(
  body: Record<string, unknown>,
  attached: Record<string, PreviewAttachment>,
  editing: boolean,
): PlanResult {
  const listed = Array.isArray(body.attachments) ? (body.attachments as unknown[]) : [];
  const kept = editing
    ? listed.filter((e) => isPlainObject(e) && SNOWFLAKE.test(String(e.id)))
    : [];
  const keptNames = new Set(kept.map(filenameOf));
  const uploads: PreviewAttachment[] = [];
  const fileOf = (name: string) => (Object.hasOwn(attached, name) ? attached[name] : undefined);
  for (const name of referencedFiles(body)) {
    const file = fileOf(name);
    if (file) uploads.push(file);
    else if (!keptNames.has(name))
      return {
        ok: false,
        reason: `The design shows attachment://${name}, but no file of that name is attached to it: attach the file again in the inspector.`,
      };
  }
  // A file listed in `attachments` but shown by no component is still part of the message.
  for (const entry of listed) {
    const file = keptNames.has(filenameOf(entry)) ? undefined : fileOf(filenameOf(entry) ?? '');
    if (file && !uploads.includes(file)) uploads.push(file);
  }
  const total = uploads.reduce((sum, f) => sum + (f.size ?? 0), 0);
  if (total > MAX_REQUEST_BYTES)
    return {
      ok: false,
      reason: `The attached files total ${(total / 1024 / 1024).toFixed(1)} MiB; Discord takes at most 25 MiB per message.`,
    };
  if (uploads.length === 0 && kept.length === listed.length)
    return { ok: true, plan: { body, uploads } };
  const uploadNames = new Set(uploads.map((f) => f.name));
  // An entry naming an uploaded file keeps its other fields (a description) with the new id.
  const extra = new Map(listed.map((e) => [filenameOf(e), e] as const));
  const attachments = [
    ...kept.filter((e) => !uploadNames.has(filenameOf(e) ?? '')),
    ...uploads.map((f, n) => {
      const before = extra.get(f.name);
      return { ...(isPlainObject(before) ? before : {}), id: n, filename: f.name };
    }),
  ];
  const next = { ...body };
  if (attachments.length > 0 || 'attachments' in body) next.attachments = attachments;
  return { ok: true, plan: { body: next, uploads } };
}

/** Reads an attached file's bytes (from its object URL in the browser). */
export type ReadFile = (file: PreviewAttachment) => Promise<Blob>;

export const readObjectUrl: ReadFile = async (file) => {
  if (!file.url) throw new Error(`The file ${file.name} is not loaded.`);
  const response = await fetch(file.url);
  return response.blob();
};

/**
 * The request with the body in place: JSON when there is no file, else multipart with
 * payload_json and files[n]. Rejects with a readable Error when a file cannot be read.
 */
export async function withBody(
  request: RelayRequest,
  plan: FilePlan,
  readFile: ReadFile,
): Promise<RelayRequest> {
  if (plan.uploads.length === 0) return { ...request, body: JSON.stringify(plan.body) };
  const form = new FormData();
  form.append('payload_json', JSON.stringify(plan.body));
  for (const [n, file] of plan.uploads.entries()) {
    let blob: Blob;
    try {
      blob = await readFile(file);
    } catch {
      throw new Error(
        `The attached file ${file.name} could not be read from this browser's storage; attach it again.`,
      );
    }
    const typed =
      file.contentType && blob.type === '' ? new Blob([blob], { type: file.contentType }) : blob;
    form.append(`files[${n}]`, typed, file.name);
  }
  // The browser writes the multipart Content-Type itself, with its boundary.
  const { 'Content-Type': _json, ...headers } = request.headers;
  return { ...request, headers, body: form };
}
