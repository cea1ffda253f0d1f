import { afterEach, describe, expect, it, vi } from 'vitest';
import { toPayload } from '../model';
import type { Doc, Envelope } from '../model';
import { printDiscordJs as discordJsCode } from './discordjs/discordjs';
import { printDiscordPy as discordPyCode } from './discordpy/discordpy';
import { stringLiteral } from './common/source';
import {
  HOSTILE,
  HOSTILE_NAMES,
  hostileEmbedsAndPoll,
  hostileLegacy,
  hostileMessage,
  hostileModal,
  FILE_NAMES,
  hostileFileNames,
  hostileProxyUrl,
  stringLeaves as strings,
} from './testing/hostile';
import { HAS_PYTHON } from './discordpy/testing/python';
import { runPython } from './discordpy/testing/run-py';
import { importGenerated, recorder } from './discordjs/testing/run-js';

interface Case {
  name: string;
  doc: Doc;
  envelope: Envelope;
}

const DESIGNS: readonly [string, () => Doc, readonly Envelope[]][] = [
  ['proxy-url', hostileProxyUrl, ['message']],
  ['message', hostileMessage, ['message', 'webhook', 'response-4', 'response-7']],
  ['legacy', hostileLegacy, ['message', 'response-4']],
  ['embeds-and-poll', hostileEmbedsAndPoll, ['message', 'webhook', 'response-4']],
  ['modal', hostileModal, ['modal-9']],
];

/** Every hostile design in its targets, each under every hostile name. */
const CASES: Case[] = DESIGNS.flatMap(([, build, envelopes]) =>
  envelopes.flatMap((envelope) => HOSTILE_NAMES.map((name) => ({ name, doc: build(), envelope }))),
);

/** The hostile strings of the payload `doc` makes for `envelope`. */
const hostileIn = (doc: Doc, envelope: Envelope) => {
  const payload = toPayload(doc, envelope);
  return strings(payload).filter((s) => HOSTILE.some((h) => s.includes(h.slice(0, 12))));
};

/** The paths the exported code reads files from, as string literals of either language. */
const readPaths = (code: string) =>
  [...code.matchAll(/(?:discord\.File|AttachmentBuilder)\(\s*'([^']*)'/g)].map((m) => m[1]!);

describe('exported code of a hostile design', () => {
  it('reads attached files from its own folder, whatever their names say', () => {
    const doc = hostileFileNames();
    for (const lang of ['py', 'js'] as const) {
      const code = (lang === 'py' ? discordPyCode : discordJsCode)(doc, { envelope: 'message' });
      const paths = readPaths(code);
      expect(paths, lang).toHaveLength(FILE_NAMES.length);
      for (const path of paths) expect(path, lang).toMatch(/^\.\/(?!\.{1,2}$)[^/\\]+$/);
      // The name Discord is given stays the design's own.
      for (const name of FILE_NAMES) expect(code, lang).toContain(stringLiteral(name, lang));
    }
  });

  it('keeps the design name off the first two lines, which Python reads for an encoding', () => {
    for (const name of HOSTILE_NAMES) {
      const [first, second] = discordPyCode(hostileMessage(), { envelope: 'message', name }).split(
        '\n',
      );
      expect(first).toBe('# -*- coding: utf-8 -*-');
      expect(second).not.toMatch(/coding[:=]/);
    }
  });

  it.skipIf(!HAS_PYTHON)(
    'runs as discord.py without running injected code, every string unchanged',
    () => {
      const { runs, out } = runPython(
        CASES.map((c) => discordPyCode(c.doc, { envelope: c.envelope, name: c.name })),
      );
      expect(out).not.toContain('PWNED');
      expect(runs).toHaveLength(CASES.length);
      let checked = 0;
      CASES.forEach((c, i) => {
        const run = runs[i]!;
        const where = `${c.envelope} named ${JSON.stringify(c.name)}`;
        expect(run.error, where).toBeUndefined();
        const seen = new Set(run.strings);
        const expected = hostileIn(c.doc, c.envelope);
        checked += expected.length;
        expect(
          expected.filter((s) => !seen.has(s)),
          where,
        ).toEqual([]);
      });
      expect(checked).toBeGreaterThan(500);
    },
    60_000,
  );

  describe('as discord.js', () => {
    afterEach(() => {
      delete (globalThis as { PWNED?: unknown }).PWNED;
      vi.restoreAllMocks();
    });

    it('runs without running injected code, every string unchanged', async () => {
      const log = vi.spyOn(console, 'log');
      let checked = 0;
      for (const [i, c] of CASES.entries()) {
        const where = `${c.envelope} named ${JSON.stringify(c.name)}`;
        const module = await importGenerated(
          `hostile-${i}`,
          discordJsCode(c.doc, { envelope: c.envelope, name: c.name }),
        );
        const fn = (module.sendDesign ??
          module.replyWithDesign ??
          module.updateWithDesign ??
          module.showDesign) as (target: unknown) => Promise<unknown>;
        const options = await fn(recorder());
        const built = JSON.parse(JSON.stringify(options)) as unknown;
        const seen = new Set(strings(built));
        const expected = hostileIn(c.doc, c.envelope);
        checked += expected.length;
        expect(
          expected.filter((s) => !seen.has(s)),
          where,
        ).toEqual([]);
        expect((globalThis as { PWNED?: unknown }).PWNED, where).toBeUndefined();
      }
      expect(checked).toBeGreaterThan(500);
      expect(log).not.toHaveBeenCalled();
    }, 120_000);
  });
});
