// Reads a request body the way Discord does: JSON, or multipart/form-data with a `payload_json`
// part and `files[n]` parts. Errors carry Discord's status and body.
import { createHash } from 'node:crypto';
import type { RecordedFile } from './state';

export interface UploadedFile extends RecordedFile {
  /** n of a `files[n]` part; null for a file part under another name, which Discord ignores. */
  index: number | null;
  /** The part's bytes, for routes that read a file (an invite's target users CSV). */
  bytes: Buffer;
}

export interface DiscordError {
  status: number;
  body: { message: string; code: number };
}

export type ParsedBody =
  | { ok: true; json: unknown; files: UploadedFile[] }
  | { ok: false; json: unknown; files: UploadedFile[]; error: DiscordError };

/** Discord's upload limit for one file without boosts. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_REQUEST_BYTES = 25 * 1024 * 1024;

export const INVALID_JSON: DiscordError = {
  status: 400,
  body: { message: 'The request body contains invalid JSON.', code: 50109 },
};
export const TOO_LARGE: DiscordError = {
  status: 413,
  body: { message: 'Request entity too large', code: 40005 },
};

function parseJsonText(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** The JSON (or payload_json) and files of a body; never throws. */
export async function parseBody(raw: Buffer, contentType: string | undefined): Promise<ParsedBody> {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (raw.length > MAX_REQUEST_BYTES) return { ok: false, json: null, files: [], error: TOO_LARGE };
  if (raw.length === 0) return { ok: true, json: null, files: [] };
  if (type === 'multipart/form-data') return parseMultipart(raw, contentType ?? '');
  const parsed = parseJsonText(raw.toString('utf8'));
  if (type !== 'application/json' || !parsed.ok)
    return { ok: false, json: null, files: [], error: INVALID_JSON };
  return { ok: true, json: parsed.value, files: [] };
}

async function parseMultipart(raw: Buffer, contentType: string): Promise<ParsedBody> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(raw), {
      headers: { 'content-type': contentType },
    }).formData();
  } catch {
    return {
      ok: false,
      json: null,
      files: [],
      error: { status: 400, body: { message: '400: Bad Request', code: 0 } },
    };
  }
  const files: UploadedFile[] = [];
  let json: unknown = null;
  let badJson = false;
  for (const [field, value] of form.entries()) {
    if (field === 'payload_json') {
      // Browsers append it as a string; some libraries as a JSON blob.
      const parsed = parseJsonText(typeof value === 'string' ? value : await value.text());
      if (parsed.ok) json = parsed.value;
      else badJson = true;
      continue;
    }
    if (typeof value === 'string') continue;
    const bytes = Buffer.from(await value.arrayBuffer());
    const index = /^files\[(\d{1,2})\]$/.exec(field)?.[1];
    files.push({
      field,
      index: index === undefined ? null : Number(index),
      filename: value.name,
      contentType: value.type,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      bytes,
    });
  }
  if (badJson) return { ok: false, json, files, error: INVALID_JSON };
  if (files.some((f) => f.size > MAX_FILE_BYTES))
    return { ok: false, json, files, error: TOO_LARGE };
  return { ok: true, json, files };
}
