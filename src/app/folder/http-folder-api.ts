// The FolderApi over the studio server's /api/ (same origin), each call with the run's key in
// X-Studio-Key. The events stream is read with fetch and a stream reader, since EventSource
// cannot send a header; it reconnects after a pause when the connection drops.
import type { Answer, FolderApi, FolderChange, PutAnswer } from './folder-api';

const RECONNECT_MS = 1000;

interface Reply {
  status: number;
  body: Record<string, unknown> | null;
}

const message = (reply: Reply, fallback: string): string =>
  typeof reply.body?.error === 'string' ? reply.body.error : fallback;

const fileUrl = (path: string, extra = '') => `/api/file?path=${encodeURIComponent(path)}${extra}`;

export function httpFolderApi(key: string): FolderApi {
  const headers = { 'X-Studio-Key': key };

  async function call(url: string, init: RequestInit = {}): Promise<Reply | string> {
    try {
      const res = await fetch(url, { ...init, headers: { ...headers, ...init.headers } });
      const text = await res.text();
      let body: Reply['body'] = null;
      try {
        const parsed: unknown = text === '' ? null : JSON.parse(text);
        if (typeof parsed === 'object' && parsed !== null) body = parsed as Reply['body'];
      } catch {
        // Not JSON: the status says enough.
      }
      return { status: res.status, body };
    } catch {
      return 'The studio server cannot be reached: is `component-studio studio` still running?';
    }
  }

  return {
    async list() {
      const reply = await call('/api/folder');
      if (typeof reply === 'string') return { ok: false, error: reply };
      if (reply.status !== 200 || !Array.isArray(reply.body?.files))
        return { ok: false, error: message(reply, `Listing the folder failed (${reply.status}).`) };
      const { root, files } = reply.body as { root: string; files: [] };
      return { ok: true, root: String(root), files };
    },
    async read(path): Promise<Answer<{ rev: string; text: string }>> {
      const reply = await call(fileUrl(path));
      if (typeof reply === 'string') return { ok: false, error: reply };
      const { rev, text } = reply.body ?? {};
      if (reply.status !== 200 || typeof rev !== 'string' || typeof text !== 'string')
        return { ok: false, error: message(reply, `${path} could not be read (${reply.status}).`) };
      return { ok: true, rev, text };
    },
    async write(path, text, baseRev): Promise<PutAnswer> {
      const reply = await call(fileUrl(path), {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ text, baseRev }),
      });
      if (typeof reply === 'string') return { ok: false, error: reply };
      const body = reply.body ?? {};
      if (reply.status === 200 && typeof body.rev === 'string') return { ok: true, rev: body.rev };
      const error = message(reply, `${path} could not be written (${reply.status}).`);
      if (reply.status !== 409) return { ok: false, error };
      const rev = typeof body.rev === 'string' ? body.rev : null;
      return {
        ok: false,
        error,
        conflict: { rev, text: typeof body.text === 'string' ? body.text : null },
      };
    },
    async remove(path, rev) {
      const reply = await call(fileUrl(path, `&rev=${encodeURIComponent(rev)}`), {
        method: 'DELETE',
      });
      if (typeof reply === 'string') return { ok: false, error: reply };
      if (reply.status === 204 || reply.status === 200) return { ok: true };
      return {
        ok: false,
        error: message(reply, `${path} could not be deleted (${reply.status}).`),
      };
    },
    watch(onChange) {
      const stop = new AbortController();
      const connect = async () => {
        try {
          const res = await fetch('/api/events', { headers, signal: stop.signal });
          if (!res.ok || !res.body) throw new Error(String(res.status));
          await readEvents(res.body, onChange);
        } catch {
          // Dropped or refused: try again below unless stopped.
        }
        if (!stop.signal.aborted) setTimeout(() => void connect(), RECONNECT_MS);
      };
      void connect();
      return () => stop.abort();
    },
  };
}

/** Server-Sent Events: each `data:` line of an event is a FolderChange. */
async function readEvents(
  body: ReadableStream<Uint8Array>,
  onChange: (change: FolderChange) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    const events = buffer.split(/\r?\n\r?\n/);
    buffer = events.pop() ?? '';
    for (const event of events) {
      const data = event
        .split(/\r?\n/)
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trim())
        .join('\n');
      if (data === '') continue;
      try {
        const parsed = JSON.parse(data) as Partial<FolderChange>;
        if (typeof parsed.path === 'string')
          onChange({ path: parsed.path, rev: typeof parsed.rev === 'string' ? parsed.rev : null });
      } catch {
        // A line that is not a change (a comment, a keep-alive) is not one.
      }
    }
  }
}
