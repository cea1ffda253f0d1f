// The page's security headers, for `vite preview` (npm start) and the dev server alike. The
// Content-Security-Policy lets scripts come only from the app's own origin, so text a design
// smuggles into the page could never run, and frame-ancestors 'none' keeps another page from
// framing the editor while a remembered token is in it.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin, PreviewServer, ViteDevServer } from 'vite';

/** The Content-Security-Policy header, allowing inline scripts only by these sha256 hashes. */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  const scripts = ["'self'", ...scriptHashes.map((h) => `'sha256-${h}'`)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    // React's style attributes and CodeMirror's injected style sheets.
    "style-src 'self' 'unsafe-inline'",
    // A design's pictures live on hosts its author chose; the preview asks before loading those
    // of a design from a share link. Local files are blob: URLs.
    "img-src 'self' data: blob: https: http:",
    "media-src 'self' data: blob: https: http:",
    "font-src 'self' data:",
    // Discord is reached only through the app's own relay; blob: reads attached files.
    "connect-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The base64 sha256 of each inline `<script>` of an HTML page (the dev server adds one). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([^]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(m[1]!)) continue;
    hashes.push(createHash('sha256').update(m[2]!, 'utf8').digest('base64'));
  }
  return hashes;
}

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  // A remote picture's host learns nothing about the page that asked for it. Not no-referrer:
  // under it a browser may send `Origin: null` with the page's own POSTs, which the relay refuses.
  'Referrer-Policy': 'same-origin',
};

const isHtml = (res: ServerResponse) => /text\/html/i.test(String(res.getHeader('Content-Type')));

/** Middleware: the headers on every answer; an HTML answer's inline scripts allowed by hash. */
export function securityHeaders(_req: IncomingMessage, res: ServerResponse, next: () => void) {
  res.setHeader('Content-Security-Policy', contentSecurityPolicy());
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((...args: unknown[]) => {
    const [chunk] = args;
    if (!res.headersSent && isHtml(res) && (typeof chunk === 'string' || chunk instanceof Buffer)) {
      const hashes = inlineScriptHashes(String(chunk));
      if (hashes.length > 0)
        res.setHeader('Content-Security-Policy', contentSecurityPolicy(hashes));
    }
    return end(...args);
  }) as ServerResponse['end'];
  next();
}

/** Vite plugin: the security headers in the dev server and in `vite preview`. */
export function securityHeadersPlugin(): Plugin {
  const install = (server: ViteDevServer | PreviewServer) => {
    server.middlewares.use(securityHeaders);
  };
  return {
    name: 'component-studio:security-headers',
    configureServer: install,
    configurePreviewServer: install,
  };
}
