import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders } from './security-headers';

const sha = (s: string) => createHash('sha256').update(s).digest('base64');

/** Serves `body` as `type` behind the middleware and gives back the answer's headers. */
async function headersFor(body: string, type: string): Promise<Headers> {
  const server = createServer((req, res) =>
    securityHeaders(req, res, () => {
      res.setHeader('Content-Type', type);
      res.end(body);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`);
    await response.text();
    return response.headers;
  } finally {
    server.close();
  }
}

describe('contentSecurityPolicy', () => {
  it('lets scripts come only from the page itself and forbids framing', () => {
    const csp = contentSecurityPolicy();
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('allows an inline script by its hash only', () => {
    expect(contentSecurityPolicy(['abc='])).toContain("script-src 'self' 'sha256-abc=';");
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts and skips those loaded from a file', () => {
    const html =
      '<script type="module" src="/x.js"></script><script type="module">\nboot();\n</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('\nboot();\n')]);
  });
});

describe('securityHeaders', () => {
  it('sends the policy, DENY framing and no referrer to other sites on every answer', async () => {
    const headers = await headersFor('{}', 'application/json');
    expect(headers.get('content-security-policy')).toBe(contentSecurityPolicy());
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('referrer-policy')).toBe('same-origin');
  });

  it("allows the dev server's inline script in the page it is in, and no other", async () => {
    const headers = await headersFor('<script>refresh()</script>', 'text/html');
    expect(headers.get('content-security-policy')).toBe(contentSecurityPolicy([sha('refresh()')]));
  });
});
