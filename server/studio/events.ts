// GET /api/events: a Server-Sent Events stream of the folder's JSON files as they are added,
// changed or removed on disk (a git checkout, another editor, or the studio's own writes), from
// one chokidar watcher shared by every open page. Each event is `data: {"path", "rev"}`, rev null
// for a removed file.
import type { ServerResponse } from 'node:http';
import { relative, sep } from 'node:path';
import { watch } from 'chokidar';
import type { FSWatcher } from 'chokidar';
import { revOfFile } from './files.ts';
import { isSkippedFolder } from './paths.ts';

export interface FolderEvents {
  /** Streams events to this response until it closes. */
  subscribe(res: ServerResponse): void;
  /** Resolves once the first scan is done (events before it may be missed). */
  ready: Promise<void>;
  close(): Promise<void>;
}

const isJson = (path: string) => path.toLowerCase().endsWith('.json');

/** Watches `realRoot` (not node_modules, .git or dot-folders, no symlinks followed). */
export function watchFolder(realRoot: string, log: (line: string) => void): FolderEvents {
  const clients = new Set<ServerResponse>();
  const relativePath = (file: string) => relative(realRoot, file).split(sep).join('/');
  const ignored = (file: string, stats?: { isDirectory(): boolean }) => {
    const segments = relativePath(file).split('/');
    const last = segments.pop() ?? '';
    if (segments.some(isSkippedFolder)) return true;
    if (last === '' || !isSkippedFolder(last)) return false;
    // A dot-file may still be a design (.eslintrc.json is not, but it is listed); a dot-folder never.
    return stats ? stats.isDirectory() : !isJson(last);
  };
  const watcher: FSWatcher = watch(realRoot, {
    ignoreInitial: true,
    followSymlinks: false,
    ignored,
  });
  let warned = false;
  watcher.on('error', () => {
    if (!warned)
      log('studio: the folder can no longer be watched fully; changes on disk may not show.');
    warned = true;
  });

  const send = (path: string, rev: string | null) => {
    const line = `data: ${JSON.stringify({ path, rev })}\n\n`;
    for (const res of clients) res.write(line);
  };
  const changed = (file: string) => {
    const path = relativePath(file);
    if (!isJson(path)) return;
    revOfFile(file).then(
      (rev) => send(path, rev),
      // Gone again before it could be read: its removal is reported on its own.
      () => {},
    );
  };
  watcher.on('add', changed);
  watcher.on('change', changed);
  watcher.on('unlink', (file) => {
    const path = relativePath(file);
    if (isJson(path)) send(path, null);
  });

  return {
    ready: new Promise((resolve) => watcher.once('ready', () => resolve())),
    subscribe(res) {
      res.statusCode = 200;
      res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('X-Accel-Buffering', 'no');
      res.flushHeaders();
      clients.add(res);
      res.on('close', () => clients.delete(res));
    },
    async close() {
      for (const res of clients) res.end();
      clients.clear();
      await watcher.close();
    },
  };
}
