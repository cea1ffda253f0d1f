// A fetch() for the relay built on node:http(s). Node's own fetch adds headers of its own
// (sec-fetch-mode, accept-language, accept-encoding) that a relay promising to send Discord
// exactly authorization, content-type, the audit log reason and its User-Agent must not add.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

const NO_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** fetch(url, { method, headers, body, signal }) that sends only the given headers (plus Host and Content-Length). */
export const nodeFetch: typeof fetch = (input, init = {}) =>
  new Promise<Response>((resolve, reject) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const body = init.body == null ? undefined : Buffer.from(init.body as Uint8Array);
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    if (body) headers['content-length'] = String(body.length);
    const signal = init.signal ?? undefined;
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(url, { method: init.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        signal?.removeEventListener('abort', onAbort);
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          if (value === undefined) continue;
          for (const v of Array.isArray(value) ? value : [value]) responseHeaders.append(name, v);
        }
        const status = res.statusCode ?? 502;
        try {
          const payload = NO_BODY_STATUSES.has(status) ? null : Buffer.concat(chunks);
          resolve(new Response(payload, { status, headers: responseHeaders }));
        } catch (error) {
          // Response() takes statuses 200 to 599 only; anything else is not an answer from Discord.
          reject(error);
        }
      });
    });
    const onAbort = () => req.destroy(signal?.reason as Error);
    signal?.addEventListener('abort', onAbort, { once: true });
    req.on('error', (error) => {
      signal?.removeEventListener('abort', onAbort);
      reject(error);
    });
    req.end(body);
  });
