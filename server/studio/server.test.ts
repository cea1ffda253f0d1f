// The studio's server as a browser and a hostile page meet it: the Host check, the key, the
// designer with its security headers, the relay, and the hooks other parts plug in.
import { afterEach, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { send } from '../relay-test-kit.ts';
import { contentSecurityPolicy } from '../security-headers.ts';
import { startStudio } from './server.ts';
import type { StudioHarness } from './studio-test-kit.ts';
import { INDEX_HTML, KEY, startHarness } from './studio-test-kit.ts';

let h: StudioHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('the studio server', () => {
  it('gives its address with the key, on 127.0.0.1', async () => {
    h = await startHarness();
    expect(h.studio.url).toBe(`http://127.0.0.1:${h.studio.port}/?key=${KEY}`);
    expect(h.studio.key).toBe(KEY);
  });

  it('makes a new 32-byte base64url key for each run when none is given', async () => {
    h = await startHarness({ key: undefined });
    const other = await startHarness({ key: undefined });
    try {
      expect(h.studio.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(other.studio.key).not.toBe(h.studio.key);
    } finally {
      await other.close();
    }
  });

  it('refuses a foreign Host (DNS rebinding) with 403, even with the key', async () => {
    h = await startHarness();
    const { port } = h.studio;
    for (const host of [
      `evil.example:${port}`,
      `127.0.0.1:${port + 1}`,
      '127.0.0.1',
      `[::1]:${port}`,
    ]) {
      const res = await send(port, '/api/folder', { headers: { host, 'x-studio-key': KEY } });
      expect(res.status, host).toBe(403);
      expect((res.json() as { error: string }).error).toContain(`http://127.0.0.1:${port}`);
    }
    const page = await send(port, '/', { headers: { host: `evil.example:${port}` } });
    expect(page.status).toBe(403);
    expect(page.text).not.toContain('Component Studio stand-in');
  });

  it('answers localhost:PORT and 127.0.0.1:PORT', async () => {
    h = await startHarness();
    const { port } = h.studio;
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`]) {
      const res = await send(port, '/api/folder', { headers: { host, 'x-studio-key': KEY } });
      expect(res.status, host).toBe(200);
    }
  });

  it('refuses an /api/ request without the key, or with a wrong one, with 401', async () => {
    h = await startHarness();
    h.put('a.json', '{}');
    for (const headers of [
      {},
      { 'x-studio-key': 'wrong' },
      { 'x-studio-key': `${KEY}x` },
      { 'x-studio-key': '' },
    ]) {
      for (const path of ['/api/folder', '/api/file?path=a.json', '/api/events', '/api/other']) {
        const res = await send(h.studio.port, path, { headers });
        expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(401);
        expect(res.text).not.toContain(KEY);
      }
    }
  });

  it('never grants CORS: no Access-Control-* header, not even to a preflight', async () => {
    h = await startHarness();
    const res = await send(h.studio.port, '/api/folder', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-headers': 'x-studio-key' },
    });
    expect(res.status).toBe(401);
    expect(Object.keys(res.headers).filter((n) => n.startsWith('access-control-'))).toEqual([]);
  });

  it("serves the designer's index.html with vite preview's security headers, for any page path", async () => {
    h = await startHarness();
    for (const path of ['/', `/?key=${KEY}`, '/validator']) {
      const res = await send(h.studio.port, path);
      expect(res.status, path).toBe(200);
      expect(res.text).toBe(INDEX_HTML);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-security-policy']).toBe(contentSecurityPolicy());
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
    }
    const asset = await send(h.studio.port, '/assets/app.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
  });

  it('mounts the relay: a /relay/ request reaches Discord (here a fake upstream)', async () => {
    const received: string[] = [];
    const upstream = createServer((req, res) => {
      received.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''}`);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"id":"1"}');
    });
    await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
    try {
      const upstreamPort = (upstream.address() as AddressInfo).port;
      h = await startHarness({
        apiBase: `http://127.0.0.1:${upstreamPort}/api/v10`,
        // How the environments inject a token server-side: before the relay, after the Host check.
        relayMiddleware: [
          (req, _res, next) => {
            req.headers.authorization = 'Bot injected';
            next();
          },
        ],
      });
      const res = await send(h.studio.port, '/relay/applications/@me');
      expect(res.status).toBe(200);
      expect(res.json()).toEqual({ id: '1' });
      expect(received).toEqual(['GET /api/v10/applications/@me Bot injected']);
      expect(h.logs).toContain('relay GET /applications/@me -> 200');
      const foreign = await send(h.studio.port, '/relay/applications/@me', {
        headers: { host: `evil.example:${h.studio.port}` },
      });
      expect(foreign.status).toBe(403);
      expect(received).toHaveLength(1);
    } finally {
      upstream.closeAllConnections();
      await new Promise((done) => upstream.close(done));
    }
  });

  it('runs extra /api/ routes only after the Host and key checks', async () => {
    const seen: string[] = [];
    h = await startHarness({
      apiRoutes: [
        async (_req, res, url) => {
          if (url.pathname !== '/api/environments') return false;
          seen.push(url.pathname);
          res.setHeader('content-type', 'application/json');
          res.end('{"environments":[]}');
          return true;
        },
      ],
    });
    expect((await send(h.studio.port, '/api/environments')).status).toBe(401);
    expect(seen).toEqual([]);
    const res = await h.api('/api/environments');
    expect(await res.json()).toEqual({ environments: [] });
    expect(seen).toEqual(['/api/environments']);
    expect((await h.api('/api/nothing')).status).toBe(404);
  });

  it('refuses to start on a folder that does not exist, or without the built designer', async () => {
    h = await startHarness();
    await expect(startStudio({ dir: `${h.root}/missing`, distDir: h.outside })).rejects.toThrow(
      /is not a folder/,
    );
    await expect(startStudio({ dir: h.root, distDir: h.outside })).rejects.toThrow(/npm run build/);
  });

  it('says a port is in use', async () => {
    h = await startHarness();
    await expect(startHarness({ port: h.studio.port })).rejects.toThrow(
      `Port ${h.studio.port} is in use`,
    );
  });
});
