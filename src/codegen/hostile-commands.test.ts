import { afterEach, describe, expect, it, vi } from 'vitest';
import { nodeToPayload, toPayload } from '../model';
import type { CommandsDoc } from '../model';
import { printDiscordJs as discordJsCommands } from './discordjs/discordjs';
import { printDiscordPy as discordPyCommands } from './discordpy/discordpy';
import { GUILD_ID } from './testing/command-samples';
import { HOSTILE, HOSTILE_NAMES, hostileCommands, stringLeaves } from './testing/hostile';
import { HAS_PYTHON } from './discordpy/testing/python';
import { runPython } from './discordpy/testing/run-py';
import { importGenerated } from './discordjs/testing/run-js';

const hostile = (strings: readonly string[]) =>
  strings.filter((s) => HOSTILE.some((h) => s.includes(h.slice(0, 12))));

/**
 * What discord.py is handed: every text of the commands it writes (not the entry point, which it
 * has none of, nor the field no command has) and the guild id.
 */
function pyExpected(doc: CommandsDoc): string[] {
  const written = doc.nodes
    .filter((n) => n.kind !== 'entry-point-command')
    .map((n) => {
      const { options, ...known } = nodeToPayload(n);
      const keep = Object.fromEntries(
        Object.entries(known).filter(([k]) => k.startsWith('name') || k.startsWith('desc')),
      );
      return { ...keep, options };
    });
  return hostile([...stringLeaves(written), doc.guildId ?? '']);
}

describe('exported code of a hostile command set', () => {
  afterEach(() => {
    delete (globalThis as { PWNED?: unknown }).PWNED;
    vi.restoreAllMocks();
  });

  it('runs as discord.js without running injected code, every string unchanged', async () => {
    const log = vi.spyOn(console, 'log');
    let checked = 0;
    for (const [i, name] of HOSTILE_NAMES.entries()) {
      const doc = hostileCommands();
      const module = await importGenerated(
        `hostile-commands-${i}`,
        discordJsCommands(doc, { envelope: 'commands', name }),
      );
      const seen = new Set(stringLeaves(JSON.parse(JSON.stringify(module.commands))));
      const expected = hostile(stringLeaves(toPayload(doc)));
      checked += expected.length;
      expect(expected.filter((s) => !seen.has(s))).toEqual([]);
      expect((globalThis as { PWNED?: unknown }).PWNED).toBeUndefined();
    }
    expect(checked).toBeGreaterThan(150);
    expect(log).not.toHaveBeenCalled();
  });

  it.skipIf(!HAS_PYTHON)(
    'runs as discord.py without running injected code, every string unchanged',
    () => {
      const docs = [false, true].flatMap((anyNames) =>
        HOSTILE_NAMES.map((name) => ({ name, doc: hostileCommands(anyNames, GUILD_ID) })),
      );
      const { runs, out } = runPython(
        docs.map((d) => discordPyCommands(d.doc, { envelope: 'commands', name: d.name })),
      );
      expect(out).not.toContain('PWNED');
      let checked = 0;
      docs.forEach((d, i) => {
        const run = runs[i]!;
        expect(run.error, d.name).toBeUndefined();
        const seen = new Set(run.strings);
        const expected = pyExpected(d.doc);
        checked += expected.length;
        expect(
          expected.filter((s) => !seen.has(s)),
          d.name,
        ).toEqual([]);
      });
      expect(checked).toBeGreaterThan(300);
    },
    60_000,
  );

  it.skipIf(!HAS_PYTHON)(
    'stops at a guild id that is not a number, as discord.Object does, running nothing injected',
    () => {
      const sources = HOSTILE_NAMES.map((name) =>
        discordPyCommands(hostileCommands(), { envelope: 'commands', name }),
      );
      const { runs, out } = runPython(sources);
      expect(out).not.toContain('PWNED');
      for (const run of runs)
        expect(run.error).toBe('TypeError: id parameter must be convertible to int not str');
    },
  );
});
