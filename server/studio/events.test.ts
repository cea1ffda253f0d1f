// /api/events as the page reads it: a change on disk, a new file, a deletion and the studio's own
// writes each reach an open page within a second.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { revOf } from './files.ts';
import type { EventReader, StudioHarness } from './studio-test-kit.ts';
import { readEvents, startHarness } from './studio-test-kit.ts';

let h: StudioHarness | undefined;
let events: EventReader | undefined;
afterEach(async () => {
  await events?.close().catch(() => {});
  await h?.close();
  h = events = undefined;
});

describe('GET /api/events', () => {
  it('is a text/event-stream', async () => {
    h = await startHarness();
    const res = await h.api('/api/events');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await res.body?.cancel();
  });

  it('reports a change made on disk within a second, with the new rev', async () => {
    h = await startHarness();
    const file = h.put('messages/a.json', '{"content":"one"}');
    // The watcher saw the file at start-up; the change is what is reported.
    events = await readEvents(h);
    writeFileSync(file, '{"content":"two"}');
    expect(await events.about('messages/a.json', 1000)).toEqual({
      path: 'messages/a.json',
      rev: revOf('{"content":"two"}'),
    });
  });

  it('reports a file added and a file removed (rev null), as git checkout does', async () => {
    h = await startHarness();
    events = await readEvents(h);
    mkdirSync(join(h.root, 'commands'));
    writeFileSync(join(h.root, 'commands/set.json'), '[]');
    expect(await events.about('commands/set.json', 1000)).toEqual({
      path: 'commands/set.json',
      rev: revOf('[]'),
    });
    rmSync(join(h.root, 'commands/set.json'));
    expect(await events.about('commands/set.json', 1000)).toEqual({
      path: 'commands/set.json',
      rev: null,
    });
  });

  it("reports another editor's atomic save (a rename over the file)", async () => {
    h = await startHarness();
    const file = h.put('a.json', '{"n":1}');
    events = await readEvents(h);
    writeFileSync(join(h.root, 'a.json.swp'), '{"n":2}');
    renameSync(join(h.root, 'a.json.swp'), file);
    expect(await events.about('a.json', 1000)).toEqual({ path: 'a.json', rev: revOf('{"n":2}') });
  });

  it("reports the studio's own write too, and nothing of other files or skipped folders", async () => {
    h = await startHarness();
    h.put('a.json', '{"n":1}');
    events = await readEvents(h);
    h.put('notes.txt', 'x');
    h.put('node_modules/p/package.json', '{}');
    h.put('.git/x.json', '{}');
    const res = await h.api('/api/file?path=a.json', {
      method: 'PUT',
      body: JSON.stringify({ text: '{"n":2}', baseRev: revOf('{"n":1}') }),
    });
    expect(res.status).toBe(200);
    // Events of the earlier writes may still arrive first; the watcher reports in the order it saw.
    const seen: string[] = [];
    for (;;) {
      const event = await events.next(1000);
      seen.push(event.path);
      if (event.path === 'a.json' && event.rev === revOf('{"n":2}')) break;
    }
    expect(seen.filter((p) => p !== 'a.json')).toEqual([]);
  });

  it('ends the stream when the studio closes', async () => {
    h = await startHarness();
    events = await readEvents(h);
    await h.studio.close();
    await expect(events.next(1000)).rejects.toThrow('ended');
  });
});
