// The folder API: GET /api/folder lists the bot's JSON files, GET|PUT|DELETE /api/file reads,
// writes and deletes one. Writes name the revision they were based on, so a file changed on disk
// (a git checkout, another editor) since the page read it is never written over: the answer is a
// 409 with what the disk holds, and the page lets the person choose.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { unlink } from 'node:fs/promises';
import { basename } from 'node:path';
import { readBody, sendJson } from '../relay.ts';
import { MAX_FILE_BYTES, codeOf, listFolder, readWithRev, revOf, writeAtomic } from './files.ts';
import type { ReadResult } from './files.ts';
import { resolveInside } from './paths.ts';

/** A PUT body carries the text as a JSON string: room for escapes on top of the 5 MB file. */
const MAX_PUT_BYTES = 4 * MAX_FILE_BYTES;

export interface FileApiOptions {
  realRoot: string;
  log: (line: string) => void;
}

type Answer = { status: number; body?: unknown };

/** Answers /api/folder and /api/file; false for any other path. */
export function createFileApi({ realRoot, log }: FileApiOptions) {
  // One write at a time per file, so two of the page's own writes cannot both pass the rev check.
  const queues = new Map<string, Promise<unknown>>();
  const serially = <T>(file: string, job: () => Promise<T>): Promise<T> => {
    const run = (queues.get(file) ?? Promise.resolve()).then(job, job);
    const settled = run.catch(() => {});
    queues.set(file, settled);
    void settled.then(() => queues.get(file) === settled && queues.delete(file));
    return run;
  };

  const conflict = (disk: ReadResult, what: string): Answer => ({
    status: 409,
    body: {
      error: `${what} The page should show both versions and let the person choose.`,
      rev: disk.ok ? disk.rev : null,
      text: disk.ok ? disk.bytes.toString('utf8') : null,
    },
  });

  async function put(req: IncomingMessage, file: string, path: string): Promise<Answer> {
    const read = await readBody(req, MAX_PUT_BYTES);
    if (!read.ok) return { status: 413, body: { error: 'The file is larger than 5 MB.' } };
    let body: unknown;
    try {
      body = JSON.parse(read.body.toString('utf8'));
    } catch {
      return { status: 400, body: { error: 'The request body is not JSON.' } };
    }
    const { text, baseRev } = (body ?? {}) as { text?: unknown; baseRev?: unknown };
    if (typeof text !== 'string' || !(typeof baseRev === 'string' || baseRev === null))
      return {
        status: 400,
        body: { error: 'The body must be { "text": string, "baseRev": string or null }.' },
      };
    if (Buffer.byteLength(text, 'utf8') > MAX_FILE_BYTES)
      return { status: 413, body: { error: 'The file would be larger than 5 MB.' } };
    try {
      JSON.parse(text);
    } catch (error) {
      const why = error instanceof SyntaxError ? `: ${error.message}` : '';
      return {
        status: 400,
        body: { error: `The text is not valid JSON${why}; nothing was written.` },
      };
    }
    return serially(file, async () => {
      const disk = await readWithRev(file);
      if (baseRev === null && !(disk.ok === false && disk.missing))
        return conflict(disk, `${path} already exists; nothing was written.`);
      if (baseRev !== null && (!disk.ok || disk.rev !== baseRev))
        return conflict(
          disk,
          disk.ok || !disk.missing
            ? `${path} changed on disk since it was opened; nothing was written.`
            : `${path} was deleted on disk since it was opened; nothing was written.`,
        );
      await writeAtomic(file, text);
      return { status: 200, body: { rev: revOf(text) } };
    });
  }

  async function del(file: string, path: string, rev: string | null): Promise<Answer> {
    if (!rev) return { status: 400, body: { error: 'A delete names the revision it saw: ?rev=.' } };
    return serially(file, async () => {
      const disk = await readWithRev(file);
      if (!disk.ok && disk.missing)
        return { status: 404, body: { error: `${path} does not exist.` } };
      if (!disk.ok || disk.rev !== rev)
        return conflict(disk, `${path} changed on disk since it was opened; it was not deleted.`);
      await unlink(file);
      return { status: 204 };
    });
  }

  async function get(file: string, path: string): Promise<Answer> {
    const disk = await readWithRev(file);
    if (disk.ok)
      return { status: 200, body: { path, rev: disk.rev, text: disk.bytes.toString('utf8') } };
    if (disk.missing) return { status: 404, body: { error: `${path} does not exist.` } };
    if (disk.tooLarge)
      return {
        status: 413,
        body: { error: `${path} is larger than 5 MB; the studio does not open it.` },
      };
    return { status: 500, body: { error: `${path} could not be read (${disk.reason}).` } };
  }

  return async function fileApi(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
  ): Promise<boolean> {
    const method = req.method ?? 'GET';
    if (url.pathname === '/api/folder') {
      req.resume();
      if (method !== 'GET')
        return answer(res, { status: 405, body: { error: 'The folder is only read (GET).' } });
      return answer(res, {
        status: 200,
        body: { root: basename(realRoot), files: await listFolder(realRoot) },
      });
    }
    if (url.pathname !== '/api/file') return false;
    if (method !== 'GET' && method !== 'PUT' && method !== 'DELETE') {
      req.resume();
      return answer(res, {
        status: 405,
        body: { error: 'A file is read (GET), written (PUT) or deleted (DELETE).' },
      });
    }
    const path = url.searchParams.get('path') ?? '';
    const resolved = await resolveInside(realRoot, path, method !== 'GET');
    let result: Answer;
    if (!resolved.ok) {
      req.resume();
      result = { status: 400, body: { error: resolved.message } };
    } else {
      try {
        if (method === 'GET') result = (req.resume(), await get(resolved.file, path));
        else if (method === 'PUT') result = await put(req, resolved.file, path);
        else result = (req.resume(), await del(resolved.file, path, url.searchParams.get('rev')));
      } catch (error) {
        result = {
          status: 500,
          body: { error: `The file system refused (${codeOf(error)}); nothing was changed.` },
        };
      }
    }
    if (method !== 'GET') log(`studio ${method} ${printable(path)} -> ${result.status}`);
    return answer(res, result);
  };
}

function answer(res: ServerResponse, { status, body }: Answer): true {
  if (body === undefined) {
    res.statusCode = status;
    res.setHeader('Cache-Control', 'no-store');
    res.end();
  } else sendJson(res, status, body);
  return true;
}

/** A path as a log shows it: control characters as ?, at most 200 characters. */
const printable = (path: string) =>
  [...path.slice(0, 200)].map((c) => (c < ' ' || c === '\u007f' ? '?' : c)).join('');
